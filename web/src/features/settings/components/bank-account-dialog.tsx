import { useId, useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import { TextField } from '../../../shared/ui/text-field';
import type { BankAccount, BankAccountInput } from '@gold/contracts/bank-accounts';
import { formatAccountNumber } from '@gold/contracts/rules/account-number';
import { formatCardInput } from '@gold/contracts/rules/card';
import { onlyDigits } from '@gold/contracts/rules/digits';
import { formatIbanInput } from '@gold/contracts/rules/iban';
import { InvalidResponseError } from '../../../shared/api/normalize';
import { DialogTitleWithClose } from '../../../shared/ui/dialog-title';
import { FormField } from '../../../shared/ui/form-field';
import { FormattedField } from '../../../shared/ui/formatted-field';
import { useCreateBankAccount } from '../api/create-bank-account';
import { useUpdateBankAccount } from '../api/update-bank-account';
import { bankAccountFormSchema, type BankAccountForm } from '../lib/form-schemas';
import { SETTINGS_TEXT } from '../messages';
import { BankPicker } from './bank-picker';
import { ConfirmDialog } from './confirm-dialog';

/** The server keeps at most 26 digits of an account number. */
const ACCOUNT_NUMBER_MAX_DIGITS = 26;
const formatAccountInput = (value: string) => formatAccountNumber(onlyDigits(value).slice(0, ACCOUNT_NUMBER_MAX_DIGITS));

function toInput(form: BankAccountForm, ownerName: string): BankAccountInput {
  const card = onlyDigits(form.cardNumber);
  return {
    accountNumber: onlyDigits(form.accountNumber),
    iban: form.iban.toUpperCase(),
    ownerName,
    bankName: form.bankName.trim(),
    bankCode: form.bankCode,
    ...(card ? { cardNumber: card } : {}),
  };
}

type Props = {
  /** Without an account the dialog adds one. */
  account: BankAccount | null;
  ownerName: string;
  onClose(): void;
};

/** Add or edit a bank account; an edit asks first, since the account goes back to pending. */
export function BankAccountDialog({ account, ownerName, onClose }: Props) {
  const titleId = useId();
  const formId = useId();
  const [confirming, setConfirming] = useState<BankAccountInput | null>(null);
  const create = useCreateBankAccount({
    onSuccess: onClose,
    // An answer without the account: it may have been added, so the list is asked again and the dialog closes.
    onError: (error) => error instanceof InvalidResponseError && onClose(),
  });
  const update = useUpdateBankAccount({
    onSuccess: onClose,
    onSettled: () => setConfirming(null),
  });
  const editing = account !== null;
  const busy = create.isPending || update.isPending;

  const { control, handleSubmit, setValue } = useForm<BankAccountForm>({
    resolver: zodResolver(bankAccountFormSchema),
    defaultValues: {
      bankName: account?.bankName ?? '',
      bankCode: account?.bankCode ?? '',
      accountNumber: formatAccountInput(account?.accountNumber ?? ''),
      iban: formatIbanInput(account?.iban ?? ''),
      cardNumber: formatCardInput(account?.cardNumber ?? ''),
      ownerName,
    },
  });
  const bankName = useController({ control, name: 'bankName' });
  const bankCode = useController({ control, name: 'bankCode' });

  const onSubmit = handleSubmit((form) => {
    const input = toInput(form, ownerName);
    if (editing) setConfirming(input);
    else create.mutate(input);
  });

  return (
    <>
      <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
        <DialogTitleWithClose id={titleId} onClose={onClose} disabled={busy}>
          {editing ? SETTINGS_TEXT.editBank : SETTINGS_TEXT.addBank}
        </DialogTitleWithClose>
        <DialogContent>
          <Stack component="form" id={formId} noValidate onSubmit={onSubmit} spacing={2} sx={{ pt: 1 }} aria-labelledby={titleId}>
            <BankPicker
              text={bankName.field.value}
              code={bankCode.field.value}
              onType={(text) => {
                bankName.field.onChange(text);
                // Typing clears the chosen bank: only a bank from the list can be sent.
                bankCode.field.onChange('');
              }}
              onPick={(bank) => {
                bankName.field.onChange(bank.name);
                setValue('bankCode', bank.code, { shouldValidate: bankCode.fieldState.invalid });
              }}
              onBlur={bankCode.field.onBlur}
              error={bankCode.fieldState.error?.message}
              inputRef={bankCode.field.ref}
            />
            <FormField control={control} name="accountNumber">
              {(field) => <FormattedField {...field} label={SETTINGS_TEXT.accountNumber} format={formatAccountInput} inputMode="numeric" autoComplete="off" required fullWidth />}
            </FormField>
            <FormField control={control} name="iban">
              {(field) => (
                <FormattedField {...field} label={SETTINGS_TEXT.iban} format={formatIbanInput} inputMode="numeric" autoComplete="off" required fullWidth placeholder="IR" />
              )}
            </FormField>
            <FormField control={control} name="cardNumber">
              {(field) => (
                <FormattedField {...field} label={SETTINGS_TEXT.cardNumberOptional} format={formatCardInput} inputMode="numeric" autoComplete="off" fullWidth />
              )}
            </FormField>
            <TextField
              label={SETTINGS_TEXT.ownerName}
              value={ownerName}
              fullWidth
              helperText={SETTINGS_TEXT.ownerNameHint}
              slotProps={{ htmlInput: { readOnly: true } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {SETTINGS_TEXT.cancel}
          </Button>
          <Button type="submit" form={formId} variant="contained" loading={create.isPending}>
            {editing ? SETTINGS_TEXT.saveChanges : SETTINGS_TEXT.addAccount}
          </Button>
        </DialogActions>
      </Dialog>
      <ConfirmDialog
        open={confirming !== null}
        title={SETTINGS_TEXT.editBankTitle}
        confirmLabel={SETTINGS_TEXT.editBankConfirm}
        confirmColor="warning"
        busy={update.isPending}
        onConfirm={() => account && confirming && update.mutate({ id: account.id, ...confirming })}
        onClose={() => setConfirming(null)}
      >
        {SETTINGS_TEXT.editBankWarning}
      </ConfirmDialog>
    </>
  );
}
