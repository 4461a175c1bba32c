/* global document, window, call, say */
// The demo console's sandboxes: made, entered, shown as a QR code for a prospect's phone, reset and deleted. A file,
// not an inline script: the CSP allows scripts from 'self' only. Server data is written with textContent only.
// The section stays hidden where the server has no sandboxes (MOCK_SANDBOX_MAX=0 or the control API off). `call` and
// `say` are console-client.js's, which runs first.

const SANDBOX_POLL_MS = 5000;
const byIdS = (id) => document.getElementById(id);
const when = new Intl.DateTimeFormat('fa-IR', { hour: '2-digit', minute: '2-digit' });
const count = new Intl.NumberFormat('fa-IR');
/** A short name to tell sandboxes apart: the id's first characters, never the whole (it is the entry's secret). */
const shortName = (id) => `محیط ${id.slice(0, 6)}`;

function ago(iso) {
  const minutes = Math.max(0, Math.round((Date.now() - Date.parse(iso)) / 60_000));
  return minutes < 1 ? 'همین حالا' : `${count.format(minutes)} دقیقه پیش`;
}

function showQr(sandbox) {
  byIdS('sandbox-qr-image').src = `/__mock/sandboxes/${encodeURIComponent(sandbox.id)}/qr.svg`;
  byIdS('sandbox-qr-image').alt = `کد QR ورود به ${shortName(sandbox.id)}`;
  const link = byIdS('sandbox-qr-link');
  link.href = sandbox.entryUrl;
  link.textContent = sandbox.entryUrl;
  byIdS('sandbox-qr').hidden = false;
  byIdS('sandbox-qr').dataset.sandbox = sandbox.id;
}

function button(label, name, onClick, className) {
  const b = document.createElement('button');
  b.type = 'button';
  b.textContent = label;
  b.setAttribute('aria-label', `${label}: ${name}`);
  if (className) b.className = className;
  b.addEventListener('click', onClick);
  return b;
}

function sandboxRow(sandbox, current) {
  const name = shortName(sandbox.id);
  const tr = document.createElement('tr');
  const state = sandbox.active
    ? `فعال${sandbox.connections > 0 ? `، ${count.format(sandbox.connections)} اتصال` : ''}`
    : 'بی‌کار';
  for (const text of [
    sandbox.id === current ? `${name} (همین مرورگر)` : name,
    when.format(new Date(sandbox.createdAt)),
    ago(sandbox.lastUsedAt),
    state,
  ]) {
    const td = document.createElement('td');
    td.textContent = text;
    tr.append(td);
  }
  const actions = document.createElement('td');
  const enter = document.createElement('a');
  enter.href = `${new URL(sandbox.entryUrl).pathname}?next=console`;
  enter.textContent = 'ورود در این مرورگر';
  enter.setAttribute('aria-label', `ورود در این مرورگر: ${name}`);
  actions.append(
    enter,
    ' ',
    button('کد QR', name, () => showQr(sandbox)),
    button('بازنشانی', name, () =>
      change('POST', `/__mock/sandboxes/${encodeURIComponent(sandbox.id)}/reset`, `${name} به حالت اولیه برگشت`),
    ),
    button('حذف', name, () => change('DELETE', `/__mock/sandboxes/${encodeURIComponent(sandbox.id)}`, `${name} حذف شد`)),
  );
  tr.append(actions);
  return tr;
}

async function refreshSandboxes() {
  let list;
  try {
    list = await call('GET', '/__mock/sandboxes');
  } catch (error) {
    // No sandboxes on this server: the section stays hidden.
    if (error.status === 404) return;
    say(error.message);
    return;
  }
  byIdS('sandboxes-section').hidden = false;
  byIdS('sandboxes-limits').textContent =
    `حداکثر ${count.format(list.max)} محیط؛ محیطی که ${count.format(list.idleMinutes)} دقیقه بی‌استفاده بماند، خودکار حذف می‌شود.`;
  byIdS('sandbox-current').textContent = list.current ? shortName(list.current) : 'نسخهٔ نمایشی اصلی (مشترک)';
  byIdS('sandbox-exit').hidden = !list.current;
  byIdS('sandboxes').replaceChildren(...list.items.map((s) => sandboxRow(s, list.current)));
  byIdS('sandboxes-empty').hidden = list.items.length > 0;
  const shown = byIdS('sandbox-qr').dataset.sandbox;
  if (shown && !list.items.some((s) => s.id === shown)) byIdS('sandbox-qr').hidden = true;
}

async function change(method, path, done) {
  try {
    await call(method, path);
    say(done);
  } catch (error) {
    say(error.message);
  }
  await refreshSandboxes();
}

byIdS('sandbox-create').addEventListener('click', async () => {
  try {
    const { sandbox } = await call('POST', '/__mock/sandboxes');
    say(`${shortName(sandbox.id)} ساخته شد`);
    showQr(sandbox);
  } catch (error) {
    say(error.message);
  }
  await refreshSandboxes();
});

void refreshSandboxes();
window.setInterval(refreshSandboxes, SANDBOX_POLL_MS);
