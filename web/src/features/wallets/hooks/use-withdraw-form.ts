import { useCallback, useEffect, useRef, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { BankAccount } from '@gold/contracts/bank-accounts';
import { useBankAccounts } from '../../../entities/bank-accounts/api/get-bank-accounts';
import { useWallets, type WalletView } from '../../../entities/wallets/api/get-wallets';
import { useIdempotencyKey } from '../../../shared/lib/use-idempotency-key';
import { isDroppedCall } from '../../../shared/api/mutation';
import { useCreateWithdraw, type WithdrawOrder } from '../api/create-withdraw-request';
import { failureText } from '../api/wallet-errors';
import { withdrawFormSchema, type WithdrawForm, type WithdrawLimits } from '../lib/form-schemas';
import { amountInUnit, amountKindFor, formatAmount } from '../lib/wallet-format';
import { WALLETS_ERRORS, WALLETS_TEXT } from '../messages';

/** Only verified accounts may receive a withdrawal (spec 2 section 5). */
const verifiedOnly = (accounts: readonly BankAccount[] | undefined) => (accounts ?? []).filter((a) => a.status === 'verified');

/**
 * A withdrawal from `opened` (spec 2 sections 4 and 5): the wallet as it is now, the verified accounts, the form with
 * limits that follow both, and the submit. `onDone` hears the summary of a request the server took.
 */
export function useWithdrawForm(opened: WalletView, onDone: (summary: string) => void) {
  const wallets = useWallets();
  const accounts = useBankAccounts();
  const create = useCreateWithdraw();
  const [failure, setFailure] = useState<string | null>(null);
  const { keyFor } = useIdempotencyKey();

  // The balance as it is now, so a refresh or a realtime update moves the limit too.
  const wallet = wallets.data?.find((w) => w.id === opened.id) ?? opened;
  const verified = verifiedOnly(accounts.data);
  const unit = wallet.currency.unit || WALLETS_TEXT.toman;
  const limits: WithdrawLimits = {
    available: wallet.availableBalance,
    precision: wallet.currency.precision,
    unit,
    accountIds: verified.map((a) => a.id),
  };
  // The resolver reads the limits of the latest render: the balance and the accounts change while the form is open.
  const latest = useRef(limits);
  useEffect(() => {
    latest.current = limits;
  });
  const resolver = useCallback<Resolver<WithdrawForm>>(
    (values, context, options) => zodResolver(withdrawFormSchema(latest.current))(values, context, options),
    [],
  );

  const { control, handleSubmit, setValue, getValues, formState } = useForm<WithdrawForm>({
    resolver,
    defaultValues: { amount: '', accountId: '' },
  });
  const accountId = useWatch({ control, name: 'accountId' });

  // With exactly one verified account, it is the destination (spec 2 section 5); never in place of one the customer
  // chose that has since gone: that one is reported as not found.
  const only = verified.length === 1 ? verified[0].id : null;
  useEffect(() => {
    if (only && !getValues('accountId')) setValue('accountId', only);
  }, [only, getValues, setValue]);

  const onSubmit = handleSubmit(async (form) => {
    const account = verified.find((a) => a.id === form.accountId);
    if (!account) return;
    const amount = amountInUnit(form.amount, amountKindFor(wallet.currency.precision));
    if (amount === null) return;
    const body: WithdrawOrder['body'] = {
      amount,
      destinationInfo: {
        bankName: account.bankName,
        accountNumber: account.accountNumber,
        accountHolder: account.ownerName,
        iban: account.iban,
        bankCode: account.bankCode,
      },
    };
    setFailure(null);
    try {
      await create.mutateAsync({ walletId: wallet.id, body, key: keyFor(body) });
      onDone(WALLETS_TEXT.withdrawDoneDetail(`${formatAmount(amount, wallet.currency.precision)} ${unit}`, account.bankName));
    } catch (error) {
      if (isDroppedCall(error)) return;
      setFailure(failureText(error, WALLETS_ERRORS.withdraw));
    }
  });

  return {
    wallet,
    wallets,
    accounts,
    verified,
    unit,
    kind: amountKindFor(wallet.currency.precision),
    control,
    accountId,
    accountError: formState.errors.accountId?.message,
    chooseAccount: (id: string) => setValue('accountId', id, { shouldValidate: formState.isSubmitted }),
    canSubmit: Boolean(accountId) && verified.length > 0,
    sending: create.isPending,
    failure,
    onSubmit,
  };
}
