/* global document */
// The demo console's behaviour. A file, not an inline script: the CSP allows scripts from 'self' only.
// Server data is written with textContent, never as HTML.

const POLL_MS = 2000;
const PURPOSES = { register: 'ثبت‌نام', 'reset-password': 'بازیابی رمز', 'phone-change': 'تغییر موبایل' };
const KINDS = {
  'bank-account': 'حساب بانکی',
  'name-change': 'تغییر نام',
  'national-id-change': 'تغییر کد ملی',
  'birthdate-change': 'تغییر تاریخ تولد',
  deposit: 'واریز',
  withdraw: 'برداشت',
};
const MARKET = { open: 'همیشه باز', closed: 'بسته', hours: 'طبق ساعات کاری' };

const byId = (id) => document.getElementById(id);
const toman = new Intl.NumberFormat('fa-IR');
const clock = new Intl.DateTimeFormat('fa-IR', { hour: '2-digit', minute: '2-digit', second: '2-digit' });
const localMobile = (mobile) => (mobile.startsWith('+98') ? `0${mobile.slice(3)}` : mobile);
// Persian and Arabic-Indic digits typed into the price and mobile fields.
const asciiDigits = (text) =>
  text.replace(/[۰-۹]/g, (d) => String(d.charCodeAt(0) - 0x6f0)).replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x660));

// say, call and asciiDigits serve the console's other scripts too (console-sandboxes.js, scenarios-client.js), which
// run after this one in the page's one global scope.

/** Says the outcome of an action in the console's live status line. */
function say(text) {
  byId('status').textContent = text;
}

/** Calls the control API; a refusal throws its Persian message (with the first field's, if any) and its status. */
async function call(method, path, body) {
  const res = await fetch(path, {
    method,
    headers: body ? { 'Content-Type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  const data = await res.json().catch(() => ({}));
  if (!res.ok) {
    const field = data.details?.[0]?.message;
    const error = new Error(field ? `${data.message}: ${field}` : data.message || `خطای ${res.status}`);
    error.status = res.status;
    throw error;
  }
  return data;
}

function row(cells) {
  const tr = document.createElement('tr');
  for (const { text, ltr, className } of cells) {
    const td = document.createElement('td');
    td.textContent = text;
    if (ltr) td.dir = 'ltr';
    if (className) td.className = className;
    tr.append(td);
  }
  return tr;
}

function fill(listId, items, render) {
  byId(listId).replaceChildren(...items.map(render));
  byId(`${listId}-empty`).hidden = items.length > 0;
}

function otpRow(otp) {
  const expired = Date.parse(otp.expiresAt) <= Date.now();
  return row([
    { text: localMobile(otp.mobile), ltr: true },
    { text: otp.otp, ltr: true, className: 'code' },
    { text: PURPOSES[otp.purpose] ?? otp.purpose },
    { text: otp.used ? 'مصرف‌شده' : expired ? 'منقضی' : `معتبر تا ${clock.format(new Date(otp.expiresAt))}` },
  ]);
}

function approvalRow(item) {
  const tr = row([
    { text: KINDS[item.kind] ?? item.kind },
    { text: localMobile(item.mobile), ltr: true },
    { text: item.summary },
    { text: clock.format(new Date(item.createdAt)) },
  ]);
  if (item.receiptUrl) {
    const link = document.createElement('a');
    link.href = item.receiptUrl;
    link.target = '_blank';
    link.rel = 'noopener';
    link.textContent = 'مشاهده رسید';
    tr.children[2].append(' ', link);
  }
  const actions = document.createElement('td');
  for (const [decision, label] of [
    ['approve', 'تأیید'],
    ['reject', 'رد'],
  ]) {
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = label;
    if (decision === 'approve') button.className = 'primary';
    button.setAttribute('aria-label', `${label}: ${item.summary}`);
    button.addEventListener('click', () => decide(item, decision, label));
    actions.append(button);
  }
  tr.append(actions);
  return tr;
}

async function decide(item, decision, label) {
  try {
    await call('POST', `/__mock/approvals/${encodeURIComponent(item.kind)}/${encodeURIComponent(item.id)}`, { decision });
    say(`${label} شد: ${item.summary}`);
  } catch (error) {
    say(error.message);
  }
  await poll();
}

const grams = new Intl.NumberFormat('fa-IR', { maximumFractionDigits: 3 });
const SIDES = { buy: 'خرید', sell: 'فروش' };

function tradeRow(item) {
  const request = `${SIDES[item.type] ?? item.type} ${grams.format(item.amount)} گرم، حداکثر ${toman.format(item.price)} تومان`;
  const offers = item.offers.map((o) => `${o.dealerName}: ${toman.format(o.price)}`).join('، ');
  const tr = row([
    { text: localMobile(item.mobile), ltr: true },
    { text: `${item.name}: ${request}` },
    { text: offers },
    { text: clock.format(new Date(item.expiresAt)) },
  ]);
  const actions = document.createElement('td');
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = 'پایان مهلت';
  button.setAttribute('aria-label', `پایان مهلت: ${item.name}، ${request}`);
  button.addEventListener('click', () => expireTrade(item, request));
  actions.append(button);
  tr.append(actions);
  return tr;
}

async function expireTrade(item, request) {
  try {
    await call('POST', `/__mock/trade-requests/${encodeURIComponent(item.id)}/expire`);
    say(`مهلت درخواست به پایان رسید: ${request}`);
  } catch (error) {
    say(error.message);
  }
  await poll();
}

const TICKET_STATUS = { open: 'باز', in_progress: 'در حال بررسی', resolved: 'حل‌شده', closed: 'بسته‌شده' };
const TICKET_CATEGORY = { general: 'عمومی', technical: 'فنی', billing: 'مالی', trading: 'معاملات', wallet: 'کیف پول', kyc: 'احراز هویت' };
const TICKET_PRIORITY = { low: 'کم', medium: 'متوسط', high: 'زیاد', urgent: 'فوری' };
const AUTHOR = { user: 'مشتری', admin: 'کارشناس', system: 'سیستم' };
const EXCERPT = 120;

// The ticket the reply form acts on. The form sits outside the table, so a poll that redraws the rows keeps what is typed.
let selectedTicket = null;
const ticketForm = byId('ticket-form');

function selectTicket(item) {
  selectedTicket = item;
  byId('ticket-selected').textContent = `${item.ticketNumber}: ${item.title} (${item.name})`;
  for (const control of ticketForm.querySelectorAll('textarea, select, button')) control.disabled = false;
  byId('ticket-status').value = item.status;
  byId('ticket-content').focus();
}

function ticketRow(item) {
  const last = item.lastMessage;
  const excerpt = last
    ? `${AUTHOR[last.type] ?? last.type}: ${last.content.length > EXCERPT ? `${last.content.slice(0, EXCERPT)}…` : last.content}`
    : 'بدون پاسخ';
  const status = item.agentReplyAt
    ? `${TICKET_STATUS[item.status] ?? item.status}؛ پاسخ خودکار ${clock.format(new Date(item.agentReplyAt))}`
    : (TICKET_STATUS[item.status] ?? item.status);
  const tr = row([
    { text: item.ticketNumber, ltr: true },
    { text: `${item.name} (${localMobile(item.mobile)})` },
    { text: `${item.title}، ${TICKET_CATEGORY[item.category] ?? item.category}، اولویت ${TICKET_PRIORITY[item.priority] ?? item.priority}` },
    { text: status },
    { text: excerpt, className: 'excerpt' },
  ]);
  const actions = document.createElement('td');
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = 'انتخاب';
  button.setAttribute('aria-label', `انتخاب تیکت ${item.ticketNumber}: ${item.title}`);
  if (selectedTicket?.id === item.id) {
    selectedTicket = item;
    button.className = 'primary';
  }
  button.addEventListener('click', () => selectTicket(item));
  actions.append(button);
  tr.append(actions);
  return tr;
}

async function ticketAction(method, path, body, done) {
  try {
    await call(method, path, body);
    say(done);
    return true;
  } catch (error) {
    say(error.message);
    return false;
  } finally {
    await poll();
  }
}

ticketForm.addEventListener('submit', async (event) => {
  event.preventDefault();
  if (!selectedTicket) return;
  const form = new FormData(ticketForm);
  const content = String(form.get('content')).trim();
  if (!content) return say('متن پاسخ را بنویسید');
  const sent = await ticketAction(
    'POST',
    `/__mock/tickets/${encodeURIComponent(selectedTicket.id)}/messages`,
    { content, type: form.get('type') },
    `پاسخ به تیکت ${selectedTicket.ticketNumber} فرستاده شد`,
  );
  if (sent) byId('ticket-content').value = '';
});

byId('ticket-status-save').addEventListener('click', () => {
  if (!selectedTicket) return;
  const status = byId('ticket-status').value;
  void ticketAction(
    'PATCH',
    `/__mock/tickets/${encodeURIComponent(selectedTicket.id)}`,
    { status },
    `وضعیت تیکت ${selectedTicket.ticketNumber}: ${TICKET_STATUS[status]}`,
  );
});

const CURRENCIES = { TOMAN: ['تومان', 'تومان'], GOLD_18K: ['طلای ۱۸ عیار', 'میلی‌گرم'] };

function showLedger(ledger) {
  byId('ledger-state').textContent = ledger.balanced
    ? `تراز است: ${toman.format(ledger.transfers)} انتقال، بدهکار و بستانکار هر ارز برابرند و هیچ حساب مشتری منفی نیست.`
    : `ناتراز! حساب‌های منفی: ${ledger.negativeAccounts.length}، حساب‌های ناهمخوان: ${ledger.mismatchedAccounts.length}`;
  byId('ledger').replaceChildren(
    ...Object.entries(ledger.currencies).map(([code, totals]) => {
      const [name, unit] = CURRENCIES[code] ?? [code, ''];
      return row([{ text: name }, { text: `${toman.format(totals.debits)} ${unit}` }, { text: `${toman.format(totals.credits)} ${unit}` }]);
    }),
  );
}

async function poll() {
  try {
    const [otps, approvals, trades, tickets, ledger] = await Promise.all([
      call('GET', '/__mock/otps'),
      call('GET', '/__mock/approvals'),
      call('GET', '/__mock/trade-requests'),
      call('GET', '/__mock/tickets'),
      call('GET', '/__mock/ledger'),
    ]);
    fill('otps', otps.items, otpRow);
    fill('approvals', approvals.items, approvalRow);
    fill('trades', trades.items, tradeRow);
    fill('tickets', tickets.items, ticketRow);
    showLedger(ledger);
  } catch {
    say('ارتباط با سرور شبیه‌ساز برقرار نیست');
  }
}

async function refreshMarket() {
  try {
    const { data } = await call('GET', '/market-status');
    byId('market-state').textContent = `${MARKET[data.mode] ?? data.mode}؛ اکنون ${data.isOpen ? 'باز' : 'بسته'}`;
    for (const button of document.querySelectorAll('[data-market]')) {
      button.setAttribute('aria-pressed', String(button.dataset.market === data.mode));
    }
  } catch (error) {
    byId('market-state').textContent = error.message;
  }
}

async function refreshPrice() {
  try {
    const { data } = await call('GET', '/gold-price');
    byId('price-state').textContent = `خرید ${toman.format(data.buyPrice)}، فروش ${toman.format(data.sellPrice)} تومان`;
  } catch (error) {
    byId('price-state').textContent = error.message;
  }
}

async function act(method, path, body, done) {
  try {
    await call(method, path, body);
    say(done);
  } catch (error) {
    say(error.message);
  }
  await Promise.all([refreshMarket(), refreshPrice()]);
}

for (const button of document.querySelectorAll('[data-market]')) {
  button.addEventListener('click', () =>
    act('PUT', '/__mock/market', { mode: button.dataset.market }, `بازار: ${MARKET[button.dataset.market]}`),
  );
}

byId('price-form').addEventListener('submit', (event) => {
  event.preventDefault();
  const form = new FormData(event.target);
  const amount = (name) => Number(asciiDigits(String(form.get(name))).replace(/\D/g, ''));
  void act('PUT', '/__mock/price', { buyPrice: amount('buyPrice'), sellPrice: amount('sellPrice') }, 'قیمت ثابت شد');
});

byId('price-walk').addEventListener('click', () => act('PUT', '/__mock/price', { mode: 'walk' }, 'نوسان قیمت ادامه یافت'));

void poll();
void refreshMarket();
void refreshPrice();
setInterval(poll, POLL_MS);
