import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WITHDRAW_SUCCESS_VIEW_MS } from '@gold/contracts/constants';
import { bankAccountKeys } from '../../../entities/bank-accounts/api/get-bank-accounts';
import { fail } from '../../../test/fixtures';
import { aKyc, anAccount } from '../../../test/fake-api/kyc';
import { gate, htmlFailure } from '../../../test/fake-api/plumbing';
import { aWallet, TOMAN } from '../../../test/fake-api/wallets';
import { dialog, dialogClosed, openFromToman, renderWallets, settle } from '../test/render-wallets';
import { serveWallets } from '../test/serve-wallets';

beforeEach(() => {
  // Failed mutations are logged with console.info.
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

const MELLAT = anAccount();
const SAMAN = anAccount({
  id: 'ba-2',
  bankName: 'بانک سامان',
  bankCode: '056',
  iban: 'IR580560000000000000000042',
  accountNumber: '8001234567',
  ownerName: 'سارا محمدی',
});
const PENDING = anAccount({ id: 'ba-3', bankName: 'بانک تجارت', status: 'pending', iban: 'IR180180000000000000000099' });
const REJECTED = anAccount({ id: 'ba-4', bankName: 'بانک ملی ایران', status: 'rejected', iban: 'IR170170000000000000000077' });

const amountField = () => within(dialog()).getByRole('textbox', { name: /^مبلغ \(تومان\)/ });
const submit = () => within(dialog()).getByRole('button', { name: 'ثبت درخواست برداشت' });
const accounts = () => within(within(dialog()).getByRole('radiogroup', { name: 'حساب بانکی مقصد' })).getAllByRole('radio');

async function openWithdraw(options?: Parameters<typeof renderWallets>[0]) {
  const rendered = renderWallets(options);
  await openFromToman(rendered.user, 'برداشت');
  return rendered;
}
/** Opens the dialog and waits for the form and its accounts. */
async function openForm(options?: Parameters<typeof renderWallets>[0]) {
  const rendered = await openWithdraw(options);
  await within(dialog()).findByRole('radiogroup', { name: 'حساب بانکی مقصد' });
  return rendered;
}

describe('the KYC gate', () => {
  it.each([0, 1] as const)(
    'below level 2 (at %i) shows the notice with both levels and a link to complete it, and no form',
    async (level) => {
      const { calls } = serveWallets({ kyc: aKyc(level) });
      const { user } = await openWithdraw();
      expect(dialog()).toHaveAccessibleName('برداشت از کیف پول تومان');
      const notice = await within(dialog()).findByRole('note');
      expect(notice).toHaveTextContent('برای برداشت، احراز هویت سطح ۲ لازم است');
      expect(notice).toHaveTextContent(`سطح فعلی شما: ${level === 0 ? '۰' : '۱'}`);
      expect(notice).toHaveTextContent('سطح لازم: ۲');
      expect(within(dialog()).queryByRole('textbox')).not.toBeInTheDocument();
      expect(within(dialog()).queryByRole('button', { name: 'ثبت درخواست برداشت' })).not.toBeInTheDocument();
      expect(calls.accounts).toBe(0);

      const link = within(notice).getByRole('link', { name: 'تکمیل احراز هویت' });
      expect(link).toHaveAttribute('href', '/settings?section=kyc');
      await user.click(link);
      expect(await screen.findByRole('heading', { name: 'page /settings' })).toBeInTheDocument();
    },
  );

  it('shows a loading state, and a failed KYC load with a retry', async () => {
    const wait = gate();
    serveWallets({
      replies: {
        kyc: async (n) => {
          if (n > 1) return undefined;
          await wait.promise;
          return fail(500, 'INTERNAL_ERROR');
        },
      },
    });
    const { user } = await openWithdraw();
    expect(within(dialog()).getByRole('status', { name: 'در حال بررسی سطح احراز هویت' })).toBeInTheDocument();
    wait.open();
    const alert = await within(dialog()).findByRole('alert');
    expect(alert).toHaveTextContent('خطا در دریافت اطلاعات احراز هویت');
    await user.click(within(alert).getByRole('button', { name: 'تلاش دوباره' }));
    expect(await within(dialog()).findByRole('radiogroup', { name: 'حساب بانکی مقصد' })).toBeInTheDocument();
  });
});

describe('the form', () => {
  it('shows the usable balance, lists only verified accounts with masked IBANs, and preselects the only one', async () => {
    serveWallets({ accounts: [PENDING, MELLAT, REJECTED] });
    await openForm();
    expect(within(dialog()).getByText('موجودی قابل برداشت').nextElementSibling).toHaveTextContent('۲٬۵۰۰٬۰۰۰ تومان');
    expect(accounts()).toHaveLength(1);
    // Shown masked, read by its last four digits rather than as asterisks.
    expect(within(dialog()).getByText('IR۰۶\u200E ****\u200E ****\u200E ۰۰۰۱')).toBeVisible();
    expect(accounts()[0]).toHaveAccessibleName('بانک ملت شبای مختوم به ۰۰۰۱');
    await waitFor(() => expect(accounts()[0]).toBeChecked());
    expect(within(dialog()).queryByText('بانک تجارت')).not.toBeInTheDocument();
    expect(within(dialog()).queryByText('بانک ملی ایران')).not.toBeInTheDocument();
    expect(submit()).toBeEnabled();
  });

  it('with two verified accounts chooses none, and waits for one before it can submit', async () => {
    serveWallets({ accounts: [MELLAT, SAMAN] });
    const { user } = await openForm();
    expect(accounts().map((a) => (a as HTMLInputElement).checked)).toEqual([false, false]);
    expect(submit()).toBeDisabled();
    expect(submit()).toHaveAccessibleDescription('لطفاً حساب بانکی مقصد را انتخاب کنید');
    await user.click(within(dialog()).getByRole('radio', { name: /بانک سامان/ }));
    expect(submit()).toBeEnabled();
    expect(within(dialog()).queryByText('لطفاً حساب بانکی مقصد را انتخاب کنید')).not.toBeInTheDocument();
  });

  it('without a verified account says so, links to add one, and cannot submit', async () => {
    serveWallets({ accounts: [PENDING] });
    const { user } = await openWithdraw();
    expect(await within(dialog()).findByText(/^هنوز حساب بانکی تأییدشده‌ای ندارید/)).toBeInTheDocument();
    expect(within(dialog()).queryByRole('radio')).not.toBeInTheDocument();
    expect(submit()).toBeDisabled();
    const link = within(dialog()).getByRole('link', { name: 'افزودن حساب بانکی' });
    expect(link).toHaveAttribute('href', '/settings?section=bank');
    await user.click(link);
    expect(await screen.findByRole('heading', { name: 'page /settings' })).toBeInTheDocument();
  });

  it('a failed accounts load says so, and retry loads them', async () => {
    const { calls } = serveWallets({ replies: { accounts: (n) => (n === 1 ? fail(500, 'INTERNAL_ERROR') : undefined) } });
    const { user } = await openWithdraw();
    const alert = await within(dialog()).findByText('خطا در بارگذاری حساب‌های بانکی');
    expect(submit()).toBeDisabled();
    await user.click(within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'تلاش دوباره' }));
    await waitFor(() => expect(accounts()[0]).toBeChecked());
    expect(calls.accounts).toBe(2);
  });

  it('the refresh button asks for the balance again', async () => {
    const { calls, store } = serveWallets();
    const { user } = await openForm();
    const before = calls.wallets;
    store.wallets = [aWallet(TOMAN, { balance: 12_500_000, availableBalance: 4_000_000, frozenAmount: 8_500_000 })];
    await user.click(within(dialog()).getByRole('button', { name: 'به‌روزرسانی موجودی' }));
    await waitFor(() =>
      expect(within(dialog()).getByText('موجودی قابل برداشت').nextElementSibling).toHaveTextContent('۴٬۰۰۰٬۰۰۰ تومان'),
    );
    expect(calls.wallets).toBe(before + 1);
  });

  it('takes Persian digits with separators as typed, and says at once why a letter is refused', async () => {
    serveWallets();
    const { user } = await openForm();
    await user.type(amountField(), '1234567');
    expect(amountField()).toHaveValue('۱٬۲۳۴٬۵۶۷');
    expect(amountField()).toHaveAttribute('aria-invalid', 'false');
    await user.type(amountField(), 'x');
    expect(amountField()).toHaveValue('۱٬۲۳۴٬۵۶۷x');
    expect(amountField()).toHaveAttribute('aria-invalid', 'true');
    expect(amountField()).toHaveAccessibleDescription('فقط رقم بنویسید؛ مثلاً ۱٬۲۵۰٬۰۰۰');
  });
});

describe('validation (spec 2 section 5)', () => {
  it.each([
    ['empty', ''],
    ['zero', '0'],
  ])('an %s amount must be greater than zero', async (_name, typed) => {
    const { calls } = serveWallets();
    const { user } = await openForm();
    if (typed) await user.type(amountField(), typed);
    await user.click(submit());
    expect(await within(dialog()).findByText('مبلغ باید بیشتر از صفر باشد')).toBeInTheDocument();
    expect(amountField()).toHaveAttribute('aria-invalid', 'true');
    expect(calls.withdraw).toHaveLength(0);
  });

  it('an amount above the usable balance names the most that can be asked', async () => {
    const { calls } = serveWallets();
    const { user } = await openForm();
    await user.type(amountField(), '2500001');
    await user.click(submit());
    expect(await within(dialog()).findByText('مبلغ درخواستی نمی‌تواند بیشتر از ۲٬۵۰۰٬۰۰۰ تومان باشد')).toBeInTheDocument();
    expect(calls.withdraw).toHaveLength(0);
    // The whole usable balance is fine.
    await user.clear(amountField());
    await user.type(amountField(), '2500000');
    await user.click(submit());
    await waitFor(() => expect(calls.withdraw).toHaveLength(1));
  });

  it('an account gone since it was chosen is not found', async () => {
    const { calls, store } = serveWallets({ accounts: [MELLAT, SAMAN] });
    const { user, queryClient } = await openForm();
    await user.click(within(dialog()).getByRole('radio', { name: /بانک سامان/ }));
    await user.type(amountField(), '1000000');
    // Deleted in another tab: the list is asked again and comes back without it.
    store.accounts = [MELLAT];
    await act(() => queryClient.invalidateQueries({ queryKey: bankAccountKeys.all }));
    await waitFor(() => expect(accounts()).toHaveLength(1));
    expect(accounts()[0]).not.toBeChecked();
    expect(submit()).toBeEnabled();
    await user.click(submit());
    expect(await within(dialog()).findByText('حساب بانکی انتخاب‌شده یافت نشد')).toBeInTheDocument();
    expect(calls.withdraw).toHaveLength(0);
  });
});

describe('sending', () => {
  it('sends the amount and the chosen account’s details with an Idempotency-Key, shows success for 2 s, then closes', async () => {
    const { calls } = serveWallets({ accounts: [MELLAT, SAMAN] });
    const { user } = await openForm();
    await user.type(amountField(), '۱۵۰۰۰۰۰');
    await user.click(within(dialog()).getByRole('radio', { name: /بانک سامان/ }));
    const walletsBefore = calls.wallets;
    // Only the timeouts are fake, from here: the success view's 2 s.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(submit());
    await settle(() => expect(within(dialog()).getByText('درخواست برداشت ثبت شد')).toBeInTheDocument());
    expect(
      within(dialog()).getByText('مبلغ ۱٬۵۰۰٬۰۰۰ تومان پس از بررسی کارشناسان به حساب بانک سامان شما واریز می‌شود.'),
    ).toBeInTheDocument();
    expect(calls.withdraw).toEqual([
      {
        walletId: 'w-TOMAN',
        body: {
          amount: 1_500_000,
          destinationInfo: {
            bankName: 'بانک سامان',
            accountNumber: '8001234567',
            accountHolder: 'سارا محمدی',
            iban: 'IR580560000000000000000042',
            bankCode: '056',
          },
        },
        key: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
    ]);
    expect(calls.wallets).toBeGreaterThan(walletsBefore);

    act(() => {
      vi.advanceTimersByTime(WITHDRAW_SUCCESS_VIEW_MS - 1);
    });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(within(dialog()).getByText('درخواست برداشت ثبت شد')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    act(() => {
      vi.advanceTimersByTime(10);
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(WITHDRAW_SUCCESS_VIEW_MS).toBe(2000);
  });

  it('a double click sends once, and submit waits while sending', async () => {
    const wait = gate();
    const { calls } = serveWallets({
      replies: {
        withdraw: async () => {
          await wait.promise;
          return undefined;
        },
      },
    });
    const { user } = await openForm();
    await user.type(amountField(), '100000');
    await user.dblClick(submit());
    await waitFor(() => expect(submit()).toBeDisabled());
    expect(within(dialog()).getByRole('button', { name: 'انصراف' })).toBeDisabled();
    wait.open();
    expect(await within(dialog()).findByText('درخواست برداشت ثبت شد')).toBeInTheDocument();
    expect(calls.withdraw).toHaveLength(1);
  });

  it.each([
    ['INSUFFICIENT_BALANCE', 400, 'موجودی تومانی کافی نیست'],
    ['BANK_ACCOUNT_NOT_VERIFIED', 400, 'حساب بانکی مقصد تأیید نشده است'],
    ['WALLET_NOT_WITHDRAWABLE', 400, 'برداشت از این کیف پول ممکن نیست'],
    ['INTERNAL_ERROR', 500, 'خطای داخلی سرور، لطفاً بعداً تلاش کنید'],
  ] as const)('shows the server’s message for %s, and keeps the form', async (code, status, message) => {
    const { calls } = serveWallets({ replies: { withdraw: () => fail(status, code, message) } });
    const { user } = await openForm();
    await user.type(amountField(), '100000');
    await user.click(submit());
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(message);
    await waitFor(() => expect(submit()).toBeEnabled());
    expect(amountField()).toHaveValue('۱۰۰٬۰۰۰');
    // The same request again keeps its key.
    await user.click(submit());
    await waitFor(() => expect(calls.withdraw).toHaveLength(2));
    expect(calls.withdraw[1].key).toBe(calls.withdraw[0].key);
  });

  it.each([
    ['an answer without words', () => htmlFailure(502)],
    ['an empty 400', () => HttpResponse.json({}, { status: 400 })],
  ])('%s says خطا در ایجاد درخواست برداشت', async (_name, reply) => {
    serveWallets({ replies: { withdraw: reply } });
    const { user } = await openForm();
    await user.type(amountField(), '100000');
    await user.click(submit());
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('خطا در ایجاد درخواست برداشت');
  });

  it('a KYC refusal from the server asks for the level again and shows the notice', async () => {
    const { calls, store } = serveWallets({
      replies: { withdraw: () => fail(403, 'KYC_LEVEL_REQUIRED', 'برای این کار احراز هویت سطح ۲ لازم است') },
    });
    const { user } = await openForm();
    await user.type(amountField(), '100000');
    store.kyc = aKyc(1);
    await user.click(submit());
    expect(await within(dialog()).findByRole('note')).toHaveTextContent('سطح فعلی شما: ۱');
    expect(calls.kyc).toBe(2);
  });

  it('starts afresh on every opening', async () => {
    serveWallets({ accounts: [MELLAT, SAMAN] });
    const { user } = await openForm();
    await user.type(amountField(), '100000');
    await user.click(within(dialog()).getByRole('radio', { name: /بانک ملت/ }));
    await user.click(within(dialog()).getByRole('button', { name: 'انصراف' }));
    await dialogClosed();
    await openFromToman(user, 'برداشت');
    await within(dialog()).findByRole('radiogroup', { name: 'حساب بانکی مقصد' });
    expect(amountField()).toHaveValue('');
    expect(accounts().some((a) => (a as HTMLInputElement).checked)).toBe(false);
  });
});
