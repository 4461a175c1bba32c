import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { amountInputText } from '@gold/contracts/rules/amount-input';
import type { WalletView } from '../../../entities/wallets/api/get-wallets';
import { paths } from '../../../shared/config/paths';
import { useIdempotencyKey } from '../../../shared/lib/use-idempotency-key';
import { isDroppedCall } from '../../../shared/api/mutation';
import { useCreateDeposit, type DepositOrder, type PaymentInfo } from '../api/create-deposit-request';
import type { Receipt } from '../api/upload-receipt';
import { failureText } from '../api/wallet-errors';
import { depositFormSchema, type DepositForm } from '../lib/form-schemas';
import { amountInUnit, amountKindFor } from '../lib/wallet-format';
import { WALLETS_ERRORS, WALLETS_TEXT } from '../messages';

/** The mock's gateway; the real provider's is configured on its side. */
const GATEWAY = 'mock';

const EMPTY: DepositForm = { amount: '', method: 'receipt', receipt: null, description: '' };

/**
 * A deposit into `wallet` (spec 2 sections 4 and 5): the form and its rules, the receipt's upload state, and the
 * submit, which ends in `done` (the method it went by) or a `failure` to show.
 */
export function useDepositForm(wallet: WalletView) {
  const deposit = useCreateDeposit();
  const { keyFor } = useIdempotencyKey();
  const [uploading, setUploading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<'receipt' | 'gateway' | null>(null);

  const kind = amountKindFor(wallet.currency.precision);
  const { control, handleSubmit, setValue, formState } = useForm<DepositForm>({
    resolver: zodResolver(depositFormSchema(kind)),
    defaultValues: EMPTY,
  });
  const [amount, method, receipt] = useWatch({ control, name: ['amount', 'method', 'receipt'] });

  const onSubmit = handleSubmit(async (form) => {
    const paymentInfo: PaymentInfo =
      form.method === 'receipt' && form.receipt
        ? { method: 'receipt', receiptFile: form.receipt.fileName, receiptUrl: form.receipt.fileUrl }
        : {
            method: 'gateway',
            gateway: GATEWAY,
            redirectUrl: new URL(paths.app.wallets.href('deposit-requests'), window.location.origin).href,
          };
    const body: DepositOrder['body'] = {
      amount: amountInUnit(form.amount, kind) ?? 0,
      description: form.description.trim(),
      paymentInfo,
    };
    setFailure(null);
    try {
      await deposit.mutateAsync({ walletId: wallet.id, body, key: keyFor(body) });
      setDone(form.method);
    } catch (error) {
      if (isDroppedCall(error)) return;
      setFailure(failureText(error, WALLETS_ERRORS.deposit));
    }
  });

  return {
    control,
    kind,
    unit: wallet.currency.unit || WALLETS_TEXT.toman,
    amount,
    method,
    receipt,
    receiptError: formState.errors.receipt?.message,
    /** A quick amount, in Toman, into the amount field. */
    chooseAmount: (value: number) =>
      setValue('amount', amountInputText(value, 'toman'), { shouldValidate: formState.isSubmitted, shouldDirty: true }),
    chooseReceipt: (next: Receipt | null) => setValue('receipt', next, { shouldValidate: formState.isSubmitted }),
    sending: deposit.isPending,
    uploading,
    setUploading,
    failure,
    done,
    onSubmit,
  };
}
