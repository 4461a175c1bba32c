import { act, waitFor } from '@testing-library/react';
import { useController } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { amountInputText } from '@gold/contracts/rules/amount-input';
import { normalizeWallets } from '../../../entities/wallets/api/get-wallets';
import { renderQueryHook } from '../../../test/render-hook';
import { anAccount } from '../../../test/fake-api/kyc';
import { htmlFailure } from '../../../test/fake-api/plumbing';
import { aWallet, TOMAN, WALLETS } from '../../../test/fake-api/wallets';
import { serveWallets } from '../test/serve-wallets';
import { WALLETS_TEXT } from '../messages';
import { useWithdrawForm } from './use-withdraw-form';

beforeEach(() => {
  // Failed mutations are logged with console.info.
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

const [TOMAN_WALLET] = normalizeWallets({ success: true, data: WALLETS });
const MELLAT = anAccount();
const SAMAN = anAccount({ id: 'ba-2', bankName: 'بانک سامان', bankCode: '056', iban: 'IR580560000000000000000042' });

/** The hook, with the amount field's controller, as the dialog's amount field holds it. */
function renderWithdraw() {
  const onDone = vi.fn();
  const rendered = renderQueryHook(() => {
    const form = useWithdrawForm(TOMAN_WALLET, onDone);
    const amount = useController({ control: form.control, name: 'amount' });
    return { form, amount: amount.field };
  });
  return { ...rendered, onDone };
}
const toman = (value: number) => amountInputText(value, 'toman');

describe('useWithdrawForm', () => {
  it('chooses the only verified account, and sends the amount to it', async () => {
    const { calls } = serveWallets({ accounts: [MELLAT, anAccount({ id: 'ba-3', status: 'pending' })] });
    const { result, onDone } = renderWithdraw();
    await waitFor(() => expect(result.current.form.accountId).toBe(MELLAT.id));
    expect(result.current.form.verified).toEqual([MELLAT]);
    expect(result.current.form.canSubmit).toBe(true);
    act(() => {
      result.current.amount.onChange(toman(1_500_000));
    });
    await act(() => result.current.form.onSubmit());
    expect(calls.withdraw).toEqual([
      {
        walletId: TOMAN_WALLET.id,
        body: {
          amount: 1_500_000,
          destinationInfo: {
            bankName: MELLAT.bankName,
            accountNumber: MELLAT.accountNumber,
            accountHolder: MELLAT.ownerName,
            iban: MELLAT.iban,
            bankCode: MELLAT.bankCode,
          },
        },
        key: expect.any(String),
      },
    ]);
    expect(onDone).toHaveBeenCalledWith(WALLETS_TEXT.withdrawDoneDetail('۱٬۵۰۰٬۰۰۰ تومان', MELLAT.bankName));
  });

  it('with two verified accounts, waits for a choice', async () => {
    const { calls } = serveWallets({ accounts: [MELLAT, SAMAN] });
    const { result } = renderWithdraw();
    await waitFor(() => expect(result.current.form.verified).toHaveLength(2));
    expect(result.current.form.accountId).toBe('');
    expect(result.current.form.canSubmit).toBe(false);
    act(() => {
      result.current.amount.onChange(toman(1_000));
    });
    await act(() => result.current.form.onSubmit());
    expect(result.current.form.accountError).toBe(WALLETS_TEXT.chooseAccount);
    act(() => result.current.form.chooseAccount(SAMAN.id));
    await waitFor(() => expect(result.current.form.accountError).toBeUndefined());
    await act(() => result.current.form.onSubmit());
    expect(calls.withdraw).toHaveLength(1);
    expect(calls.withdraw[0].body).toMatchObject({ destinationInfo: { bankName: SAMAN.bankName } });
  });

  it('refuses more than the usable balance, and follows the balance as it is refreshed', async () => {
    const usable = (available: number) => [aWallet(TOMAN, { balance: available, availableBalance: available })];
    const { store, calls } = serveWallets({ wallets: usable(2_500_000) });
    const { result } = renderWithdraw();
    await waitFor(() => expect(result.current.form.accountId).toBe(MELLAT.id));
    act(() => {
      result.current.amount.onChange(toman(3_000_000));
    });
    await act(() => result.current.form.onSubmit());
    expect(calls.withdraw).toHaveLength(0);
    store.wallets = usable(5_000_000);
    await act(() => result.current.form.wallets.refetch());
    await waitFor(() => expect(result.current.form.wallet.availableBalance).toBe(5_000_000));
    await act(() => result.current.form.onSubmit());
    expect(calls.withdraw).toHaveLength(1);
  });

  it('says a failure, and reports nothing done', async () => {
    serveWallets({ replies: { withdraw: () => htmlFailure(502) } });
    const { result, onDone } = renderWithdraw();
    await waitFor(() => expect(result.current.form.accountId).toBe(MELLAT.id));
    act(() => {
      result.current.amount.onChange(toman(1_000));
    });
    await act(() => result.current.form.onSubmit());
    expect(result.current.form.failure).toBe(WALLETS_TEXT.withdrawFailed);
    expect(onDone).not.toHaveBeenCalled();
  });
});
