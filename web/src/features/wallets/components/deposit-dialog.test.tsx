import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COPY_CONFIRMATION_MS, GATEWAY_DEPOSIT_CLOSE_MS, RECEIPT_MAX_BYTES } from '@gold/contracts/constants';
import { errorMessage } from '@gold/contracts/errors';
import { api } from '../../../shared/api/client';
import { setRuntimeConfig } from '../../../shared/config/runtime-config';
import { aUser, fail } from '../../../test/fixtures';
import { gate, htmlFailure } from '../../../test/fake-api/plumbing';
import { dialog, dialogClosed, openFromToman, renderWallets, settle } from '../test/render-wallets';
import { serveWallets } from '../test/serve-wallets';

beforeEach(() => {
  // Failed mutations are logged with console.info.
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  setRuntimeConfig({ apiBaseUrl: '' });
});

const amountField = () => within(dialog()).getByRole('textbox', { name: /^مبلغ \(تومان\)/ });
const submit = () => within(dialog()).getByRole('button', { name: /^(ثبت درخواست واریز|پرداخت آنلاین)$/ });
const receiptInput = () => within(dialog()).getByLabelText(/^(انتخاب فایل رسید|انتخاب فایل دیگر)$/) as HTMLInputElement;
const png = (name = 'receipt.png', size = 2048) => new File([new Uint8Array(size)], name, { type: 'image/png' });

type Rendered = ReturnType<typeof renderWallets>;
async function openDeposit(options?: Parameters<typeof renderWallets>[0]) {
  const rendered = renderWallets(options);
  await openFromToman(rendered.user, 'واریز');
  return rendered;
}
const chooseGateway = (user: Rendered['user']) =>
  user.click(within(dialog()).getByRole('radio', { name: 'پرداخت از درگاه بانکی' }));
async function uploadReceipt(user: Rendered['user'], file = png()) {
  await user.upload(receiptInput(), file);
  await within(dialog()).findByText(`رسید بارگذاری شد: ${file.name}`);
}

describe('the deposit ID', () => {
  it('is the user’s deposit ID, with the hint to write it in the transfer', async () => {
    serveWallets();
    await openDeposit();
    expect(within(dialog()).getByRole('heading', { name: 'واریز به کیف پول تومان' })).toBeInTheDocument();
    expect(dialog()).toHaveAccessibleName('واریز به کیف پول تومان');
    expect(within(dialog()).getByText('PARZ-7K3M9Q2D')).toBeInTheDocument();
    expect(within(dialog()).getByText(/این شناسه را در توضیحات واریز بانکی خود بنویسید/)).toBeInTheDocument();
  });

  it('without one, is PARZ- and the last 8 characters of the user id', async () => {
    serveWallets();
    await openDeposit({ user: aUser({ id: '64f1c2d3e4b5a69788990011', depositReferenceId: null }) });
    expect(within(dialog()).getByText('PARZ-88990011')).toBeInTheDocument();
  });

  it('copies, and confirms for 2 seconds', async () => {
    serveWallets();
    await openDeposit();
    // Only the timeouts are fake, from here: the confirmation's 2 s.
    const copy = within(dialog()).getByRole('button', { name: 'کپی شناسه' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(copy);
    await settle(() => expect(within(dialog()).getByRole('button', { name: 'کپی شد' })).toBeInTheDocument());
    expect(within(dialog()).getByText('شناسه واریز کپی شد')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('PARZ-7K3M9Q2D');

    act(() => {
      vi.advanceTimersByTime(COPY_CONFIRMATION_MS - 1);
    });
    expect(within(dialog()).getByRole('button', { name: 'کپی شد' })).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(within(dialog()).getByRole('button', { name: 'کپی شناسه' })).toBeInTheDocument();
    expect(within(dialog()).queryByText('شناسه واریز کپی شد')).not.toBeInTheDocument();
    expect(COPY_CONFIRMATION_MS).toBe(2000);
  });

  it('a failed copy toasts, and confirms nothing', async () => {
    serveWallets();
    const { user } = await openDeposit();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(within(dialog()).getByRole('button', { name: 'کپی شناسه' }));
    expect(await screen.findByText('خطا در کپی کردن متن')).toBeInTheDocument();
    expect(within(dialog()).queryByRole('button', { name: 'کپی شد' })).not.toBeInTheDocument();
  });
});

describe('the amount', () => {
  it('offers the five quick amounts in three columns; one fills the field and shows as chosen', async () => {
    serveWallets();
    const { user } = await openDeposit();
    const group = within(dialog()).getByRole('group', { name: 'مبلغ‌های پیشنهادی' });
    const quick = within(group).getAllByRole('button');
    expect(quick.map((b) => b.getAttribute('aria-label'))).toEqual([
      '۱۰۰ هزار تومان',
      '۵۰۰ هزار تومان',
      '۱ میلیون تومان',
      '۵ میلیون تومان',
      '۱۰ میلیون تومان',
    ]);
    expect(getComputedStyle(group).gridTemplateColumns).toBe('repeat(3, minmax(0, 1fr))');

    await user.click(within(group).getByRole('button', { name: '۱ میلیون تومان' }));
    expect(amountField()).toHaveValue('۱٬۰۰۰٬۰۰۰');
    expect(within(group).getByRole('button', { name: '۱ میلیون تومان' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(group).getByRole('button', { name: '۵ میلیون تومان' })).toHaveAttribute('aria-pressed', 'false');
    await user.click(within(group).getByRole('button', { name: '۱۰۰ هزار تومان' }));
    expect(amountField()).toHaveValue('۱۰۰٬۰۰۰');
  });

  it('takes Persian and Latin digits and shows them grouped in Persian digits as typed', async () => {
    serveWallets();
    const { user } = await openDeposit();
    await user.type(amountField(), '۲۵۰۰');
    expect(amountField()).toHaveValue('۲٬۵۰۰');
    await user.type(amountField(), '000');
    expect(amountField()).toHaveValue('۲٬۵۰۰٬۰۰۰');
    await user.clear(amountField());
    await user.type(amountField(), '1,234٤');
    expect(amountField()).toHaveValue('۱۲٬۳۴۴');
    expect(amountField()).toHaveAttribute('inputmode', 'numeric');
  });

  it.each([
    ['a letter', 'ab1', 'فقط رقم بنویسید؛ مثلاً ۱٬۲۵۰٬۰۰۰'],
    ['a minus', '-500000', 'مقدار را بدون علامت مثبت یا منفی بنویسید'],
    ['a decimal', '500000.5', 'مبلغ تومان عدد صحیح است و ممیز ندارد'],
  ])('%s is kept as typed, refused with its reason, and nothing is sent', async (_name, typed, message) => {
    const { calls } = serveWallets();
    const { user } = await openDeposit();
    await chooseGateway(user);
    await user.type(amountField(), typed);
    expect(amountField()).toHaveAccessibleDescription(message);
    expect(amountField()).toHaveAttribute('aria-invalid', 'true');
    await user.click(submit());
    expect(await within(dialog()).findByText(message)).toBeInTheDocument();
    expect(calls.deposit).toHaveLength(0);
  });

  it.each([
    ['empty', ''],
    ['zero', '0'],
  ])('%s asks for a valid amount and sends nothing', async (_name, typed) => {
    const { calls } = serveWallets();
    const { user } = await openDeposit();
    await chooseGateway(user);
    if (typed) await user.type(amountField(), typed);
    await user.click(submit());
    expect(await within(dialog()).findByText('لطفاً مبلغ معتبری وارد کنید')).toBeInTheDocument();
    expect(amountField()).toHaveAttribute('aria-invalid', 'true');
    expect(calls.deposit).toHaveLength(0);
  });
});

describe('the receipt', () => {
  it('is the default method, and is required for it', async () => {
    const { calls } = serveWallets();
    const { user } = await openDeposit();
    expect(within(dialog()).getByRole('radio', { name: 'بارگذاری رسید واریز' })).toBeChecked();
    expect(within(dialog()).getByRole('radio', { name: 'پرداخت از درگاه بانکی' })).not.toBeChecked();
    await user.type(amountField(), '500000');
    await user.click(submit());
    expect(await within(dialog()).findByText('لطفاً رسید واریز را بارگذاری کنید')).toBeInTheDocument();
    expect(calls.deposit).toHaveLength(0);
    // The gateway needs none.
    await chooseGateway(user);
    expect(within(dialog()).queryByText('لطفاً رسید واریز را بارگذاری کنید')).not.toBeInTheDocument();
    expect(within(dialog()).queryByLabelText('انتخاب فایل رسید')).not.toBeInTheDocument();
  });

  it('refuses another type before sending anything', async () => {
    const { calls } = serveWallets();
    // The picker's accept attribute would hide the file; a customer can still choose 'all files'.
    const { user } = await openDeposit({ events: { applyAccept: false } });
    await user.upload(receiptInput(), new File(['GIF89a'], 'receipt.gif', { type: 'image/gif' }));
    expect(await within(dialog()).findByText('فقط فایل JPG، PNG یا PDF پذیرفته می‌شود')).toBeInTheDocument();
    expect(receiptInput()).toHaveAttribute('aria-invalid', 'true');
    expect(calls.upload).toHaveLength(0);
  });

  it('says why a file is refused inside the dialog’s content, right by the picker, scrolled into sight and announced', async () => {
    serveWallets();
    const scrolled: Element[] = [];
    const scrollIntoView = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    try {
      const { user } = await openDeposit();
      await user.upload(receiptInput(), png('big.png', RECEIPT_MAX_BYTES + 1));
      const message = await within(dialog()).findByRole('alert');
      expect(message).toHaveTextContent('حجم فایل نباید بیش از ۱۰ مگابایت باشد');
      expect(message.closest('.MuiDialogContent-root')).not.toBeNull();
      // Right after the picker's buttons, before its hint: not at the end of the picker, below the fold.
      const buttons = receiptInput().closest('label')!.parentElement!;
      expect(buttons.nextElementSibling).toBe(message);
      expect(scrolled).toContain(message);
      expect(receiptInput()).toHaveAccessibleDescription(/^حجم فایل نباید بیش از ۱۰ مگابایت باشد/);
    } finally {
      Element.prototype.scrollIntoView = scrollIntoView;
    }
  });

  it('keeps focus on the picker when the receipt is removed', async () => {
    serveWallets();
    const { user } = await openDeposit();
    await uploadReceipt(user);
    await user.click(within(dialog()).getByRole('button', { name: 'حذف رسید' }));
    expect(within(dialog()).queryByText(/^رسید بارگذاری شد/)).not.toBeInTheDocument();
    expect(receiptInput()).toHaveFocus();
  });

  it('refuses a file over 10 MB before sending anything', async () => {
    const { calls } = serveWallets();
    const { user } = await openDeposit();
    await user.upload(receiptInput(), png('big.png', RECEIPT_MAX_BYTES + 1));
    expect(await within(dialog()).findByText('حجم فایل نباید بیش از ۱۰ مگابایت باشد')).toBeInTheDocument();
    expect(calls.upload).toHaveLength(0);
    // Exactly 10 MB is fine.
    await uploadReceipt(user, png('ok.png', RECEIPT_MAX_BYTES));
    expect(calls.upload).toEqual([
      {
        name: 'ok.png',
        type: 'image/png',
        size: RECEIPT_MAX_BYTES,
        contentType: expect.stringMatching(/^multipart\/form-data; boundary=/),
      },
    ]);
    expect(within(dialog()).queryByText('حجم فایل نباید بیش از ۱۰ مگابایت باشد')).not.toBeInTheDocument();
  });

  it('shows the upload’s progress, and submit waits for it', async () => {
    const wait = gate();
    serveWallets({
      replies: {
        upload: async () => {
          await wait.promise;
          return undefined;
        },
      },
    });
    const { user } = await openDeposit();
    // The browser reports 40% sent; the request itself still goes to the server.
    const post = api.post.bind(api);
    vi.spyOn(api, 'post').mockImplementation((url, data, config) => {
      if (url === '/wallets/me/upload-receipt')
        config?.onUploadProgress?.({ loaded: 4096, total: 10240, bytes: 4096, lengthComputable: true });
      return post(url, data, config);
    });
    await user.upload(receiptInput(), png());
    // The bar shows 0 from the pick, then what the browser reports.
    expect(await within(dialog()).findByText('در حال بارگذاری رسید… ۴۰٪')).toBeInTheDocument();
    const bar = within(dialog()).getByRole('progressbar', { name: 'پیشرفت بارگذاری رسید' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(submit()).toBeDisabled();
    // The input ignores presses while uploading, but is not disabled: focus stays on it, not on the page.
    expect(receiptInput()).toHaveAttribute('aria-disabled', 'true');
    expect(receiptInput()).toBeEnabled();
    expect(receiptInput()).toHaveFocus();

    wait.open();
    expect(await within(dialog()).findByText('رسید بارگذاری شد: receipt.png')).toBeInTheDocument();
    expect(receiptInput()).toHaveFocus();
    expect(receiptInput()).not.toHaveAttribute('aria-disabled');
    expect(within(dialog()).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(submit()).toBeEnabled();
  });

  it.each([
    ['a server failure', () => fail(500, 'INTERNAL_ERROR'), 'خطا در آپلود رسید'],
    ['an answer without JSON', () => htmlFailure(502), 'خطا در آپلود رسید'],
    ['no connection', () => HttpResponse.error(), 'خطا در آپلود رسید'],
    [
      'a refused type (415)',
      () => fail(415, 'UNSUPPORTED_FILE_TYPE'),
      'خطا در آپلود رسید: فقط فایل JPG، PNG یا PDF پذیرفته می‌شود',
    ],
    ['a file too large (413)', () => fail(413, 'FILE_TOO_LARGE'), 'خطا در آپلود رسید: حجم فایل نباید بیش از ۱۰ مگابایت باشد'],
    [
      'too many receipts waiting for a deposit (429)',
      () => fail(429, 'RECEIPT_QUOTA_EXCEEDED'),
      'خطا در آپلود رسید: رسیدهای بارگذاری‌شده‌ای که هنوز درخواست واریزی ندارند به سقف رسیده‌اند؛ لطفاً با یکی از آن‌ها درخواست واریز ثبت کنید یا فردا دوباره تلاش کنید',
    ],
  ])('%s says so, and the same file may be tried again', async (_name, reply, text) => {
    const { calls } = serveWallets({ replies: { upload: (n) => (n === 1 ? reply() : undefined) } });
    const { user } = await openDeposit();
    await user.upload(receiptInput(), png());
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(text);
    expect(within(dialog()).queryByText(/^رسید بارگذاری شد/)).not.toBeInTheDocument();
    await uploadReceipt(user);
    expect(within(dialog()).queryByText(text)).not.toBeInTheDocument();
    expect(calls.upload).toHaveLength(2);
  });
});

describe('sending', () => {
  it('a receipt deposit sends the amount, the description and the receipt on the API host, with an Idempotency-Key', async () => {
    setRuntimeConfig({ apiBaseUrl: 'http://localhost:3000' });
    const { calls } = serveWallets();
    const { user } = await openDeposit();
    await user.type(amountField(), '۷۵۰۰۰۰');
    await uploadReceipt(user);
    await user.type(within(dialog()).getByRole('textbox', { name: 'توضیحات (اختیاری)' }), ' واریز از ملت ');
    const walletsBefore = calls.wallets;
    await user.click(submit());

    expect(await within(dialog()).findByText('درخواست واریز ثبت شد و در انتظار تأیید است')).toBeInTheDocument();
    expect(calls.deposit).toEqual([
      {
        walletId: 'w-TOMAN',
        body: {
          amount: 750_000,
          description: 'واریز از ملت',
          paymentInfo: {
            method: 'receipt',
            receiptFile: '9f2c1a.png',
            receiptUrl: 'http://localhost:3000/uploads/receipts/9f2c1a.png',
          },
        },
        key: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
    ]);
    // The balances and the lists are asked again.
    await waitFor(() => expect(calls.wallets).toBeGreaterThan(walletsBefore));
    // A receipt deposit waits for approval: the dialog stays until closed.
    await user.click(within(dialog()).getAllByRole('button', { name: 'بستن' }).at(-1)!);
    await dialogClosed();
  });

  it('a gateway deposit is credited at once, says so and closes after 1 second', async () => {
    const { calls } = serveWallets();
    const { user } = await openDeposit();
    await user.click(within(dialog()).getByRole('button', { name: '۵ میلیون تومان' }));
    await chooseGateway(user);
    expect(
      within(dialog()).getByText('پرداخت آنلاین با کارت بانکی؛ مبلغ بلافاصله به موجودی شما افزوده می‌شود.'),
    ).toBeInTheDocument();
    // Only the timeouts are fake, from here: the 1 s before the dialog closes.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(submit());
    await settle(() => expect(within(dialog()).getByText('واریز انجام شد و موجودی شما افزایش یافت')).toBeInTheDocument());
    expect(calls.deposit).toEqual([
      {
        walletId: 'w-TOMAN',
        body: {
          amount: 5_000_000,
          description: '',
          paymentInfo: {
            method: 'gateway',
            gateway: 'mock',
            redirectUrl: `${window.location.origin}/wallets?tab=deposit-requests`,
          },
        },
        key: expect.any(String),
      },
    ]);

    act(() => {
      vi.advanceTimersByTime(GATEWAY_DEPOSIT_CLOSE_MS - 1);
    });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    // The closing transition has no duration under reduced motion; its own timeout runs next.
    act(() => {
      vi.advanceTimersByTime(10);
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a double click sends once, and submit waits while sending', async () => {
    const wait = gate();
    const { calls } = serveWallets({
      replies: {
        deposit: async () => {
          await wait.promise;
          return undefined;
        },
      },
    });
    const { user } = await openDeposit();
    await user.type(amountField(), '100000');
    await chooseGateway(user);
    await user.dblClick(submit());
    await waitFor(() => expect(submit()).toBeDisabled());
    expect(within(dialog()).getByRole('button', { name: 'انصراف' })).toBeDisabled();
    wait.open();
    expect(await within(dialog()).findByText('واریز انجام شد و موجودی شما افزایش یافت')).toBeInTheDocument();
    expect(calls.deposit).toHaveLength(1);
  });

  it('says the gateway’s limit in the server’s words, with what is left today', async () => {
    const words = errorMessage('GATEWAY_DAILY_LIMIT', { max: 1_000_000_000, left: 50_000_000 });
    serveWallets({ replies: { deposit: () => fail(400, 'GATEWAY_DAILY_LIMIT', words) } });
    const { user } = await openDeposit();
    await user.type(amountField(), '100000000');
    await chooseGateway(user);
    await user.click(submit());
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(words);
    expect(words).toContain('۵۰٬۰۰۰٬۰۰۰');
  });

  it('shows the server’s words on failure, and a retry of the same deposit keeps its Idempotency-Key', async () => {
    const { calls } = serveWallets({
      replies: {
        deposit: (n) =>
          n === 1
            ? fail(400, 'WALLET_NOT_CHARGEABLE', 'واریز به این کیف پول ممکن نیست')
            : n === 2
              ? HttpResponse.error()
              : undefined,
      },
    });
    const { user } = await openDeposit();
    await user.type(amountField(), '100000');
    await chooseGateway(user);
    await user.click(submit());
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('واریز به این کیف پول ممکن نیست');

    await user.click(submit());
    await waitFor(() => expect(calls.deposit).toHaveLength(2));
    expect(await within(dialog()).findByText(/اتصال/)).toBeInTheDocument();
    expect(calls.deposit[1].key).toBe(calls.deposit[0].key);

    // Another amount is another deposit.
    await user.type(amountField(), '0');
    await user.click(submit());
    await waitFor(() => expect(calls.deposit).toHaveLength(3));
    expect(calls.deposit[2].key).not.toBe(calls.deposit[0].key);
  });

  it.each([
    ['a 500 without words', () => htmlFailure(500)],
    ['a 400 without words', () => HttpResponse.json({}, { status: 400 })],
  ])('%s says خطا در ثبت درخواست واریز', async (_name, reply) => {
    serveWallets({ replies: { deposit: reply } });
    const { user } = await openDeposit();
    await user.type(amountField(), '100000');
    await chooseGateway(user);
    await user.click(submit());
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('خطا در ثبت درخواست واریز');
    await waitFor(() => expect(submit()).toBeEnabled());
  });

  it('starts afresh on every opening', async () => {
    serveWallets();
    const { user } = await openDeposit();
    await user.type(amountField(), '100000');
    await uploadReceipt(user);
    await user.click(within(dialog()).getByRole('button', { name: 'انصراف' }));
    await dialogClosed();

    await openFromToman(user, 'واریز');
    expect(amountField()).toHaveValue('');
    expect(within(dialog()).getByRole('radio', { name: 'بارگذاری رسید واریز' })).toBeChecked();
    expect(within(dialog()).queryByText(/^رسید بارگذاری شد/)).not.toBeInTheDocument();
  });
});
