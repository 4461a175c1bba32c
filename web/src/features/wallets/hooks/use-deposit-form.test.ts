import { act, waitFor } from '@testing-library/react';
import { useController } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { amountInputText } from '@gold/contracts/rules/amount-input';
import { normalizeWallets } from '../../../entities/wallets/api/get-wallets';
import { fail } from '../../../test/fixtures';
import { renderQueryHook } from '../../../test/render-hook';
import { htmlFailure } from '../../../test/fake-api/plumbing';
import { WALLETS } from '../../../test/fake-api/wallets';
import { serveWallets } from '../test/serve-wallets';
import { WALLETS_TEXT } from '../messages';
import { useDepositForm } from './use-deposit-form';

beforeEach(() => {
  // Failed mutations are logged with console.info.
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

const [TOMAN_WALLET] = normalizeWallets({ success: true, data: WALLETS });
const RECEIPT = { fileName: '9f2c1a.png', fileUrl: 'http://localhost:3000/uploads/receipts/9f2c1a.png', originalName: 'r.png' };

/** The hook, with the method field's controller, as the dialog's radio group holds it. */
function renderDeposit() {
  return renderQueryHook(() => {
    const form = useDepositForm(TOMAN_WALLET);
    const method = useController({ control: form.control, name: 'method' });
    return { form, method: method.field };
  });
}

describe('useDepositForm', () => {
  it('starts empty, by receipt, in Toman', () => {
    serveWallets();
    const { result } = renderDeposit();
    expect(result.current.form).toMatchObject({ amount: '', method: 'receipt', receipt: null, kind: 'toman', unit: 'تومان' });
    expect(result.current.form).toMatchObject({ sending: false, uploading: false, failure: null, done: null });
  });

  it('a quick amount fills the field', () => {
    serveWallets();
    const { result } = renderDeposit();
    act(() => result.current.form.chooseAmount(1_000_000));
    expect(result.current.form.amount).toBe(amountInputText(1_000_000, 'toman'));
  });

  it('asks for the receipt of a receipt deposit, and sends nothing without it', async () => {
    const { calls } = serveWallets();
    const { result } = renderDeposit();
    act(() => result.current.form.chooseAmount(500_000));
    await act(() => result.current.form.onSubmit());
    expect(result.current.form.receiptError).toBe(WALLETS_TEXT.receiptRequired);
    expect(calls.deposit).toHaveLength(0);
    // Once submitted, a receipt clears the error at once.
    act(() => result.current.form.chooseReceipt(RECEIPT));
    await waitFor(() => expect(result.current.form.receiptError).toBeUndefined());
  });

  it('sends a receipt deposit with its receipt and an Idempotency-Key, and is done by receipt', async () => {
    const { calls } = serveWallets();
    const { result } = renderDeposit();
    act(() => {
      result.current.form.chooseAmount(500_000);
      result.current.form.chooseReceipt(RECEIPT);
    });
    await act(() => result.current.form.onSubmit());
    expect(calls.deposit).toEqual([
      {
        walletId: TOMAN_WALLET.id,
        body: {
          amount: 500_000,
          description: '',
          paymentInfo: { method: 'receipt', receiptFile: RECEIPT.fileName, receiptUrl: RECEIPT.fileUrl },
        },
        key: expect.any(String),
      },
    ]);
    expect(result.current.form.done).toBe('receipt');
  });

  it('sends a gateway deposit with the address to come back to', async () => {
    const { calls } = serveWallets();
    const { result } = renderDeposit();
    act(() => {
      result.current.form.chooseAmount(2_000_000);
      result.current.method.onChange('gateway');
    });
    await act(() => result.current.form.onSubmit());
    expect(calls.deposit[0].body).toEqual({
      amount: 2_000_000,
      description: '',
      paymentInfo: { method: 'gateway', gateway: 'mock', redirectUrl: `${window.location.origin}/wallets?tab=deposit-requests` },
    });
    expect(result.current.form.done).toBe('gateway');
  });

  it('says a failure in the server’s words, else its own, and a retry keeps the key', async () => {
    const { calls } = serveWallets({
      replies: { deposit: (n) => (n === 1 ? fail(400, 'VALIDATION_ERROR', 'سقف واریز امروز پر شده است') : htmlFailure(500)) },
    });
    const { result } = renderDeposit();
    act(() => {
      result.current.form.chooseAmount(500_000);
      result.current.form.chooseReceipt(RECEIPT);
    });
    await act(() => result.current.form.onSubmit());
    expect(result.current.form.failure).toBe('سقف واریز امروز پر شده است');
    await act(() => result.current.form.onSubmit());
    expect(result.current.form.failure).toBe(WALLETS_TEXT.depositFailed);
    expect(result.current.form.done).toBeNull();
    expect(calls.deposit[1].key).toBe(calls.deposit[0].key);
  });
});
