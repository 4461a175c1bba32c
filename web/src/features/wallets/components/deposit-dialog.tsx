import { useEffect, useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { TextField } from '../../../shared/ui/text-field';
import Typography from '@mui/material/Typography';
import { GATEWAY_DEPOSIT_CLOSE_MS, QUICK_DEPOSIT_AMOUNTS } from '@gold/contracts/constants';
import type { WalletView } from '../../../entities/wallets/api/get-wallets';
import { paths } from '../../../shared/config/paths';
import { formatDigits } from '../../../shared/lib/format';
import { useSession } from '../../../shared/session/session-context';
import { DialogTitleWithClose } from '../../../shared/ui/dialog-title';
import { FormField } from '../../../shared/ui/form-field';
import { failureText, useCreateDeposit, type DepositOrder, type PaymentInfo } from '../api/wallet-mutations';
import { DESCRIPTION_MAX, depositFormSchema, type DepositForm } from '../lib/form-schemas';
import { useIdempotencyKey } from '../../../shared/lib/use-idempotency-key';
import { SessionDialog } from '../../../shared/ui/session-dialog';
import { amountInputText } from '@gold/contracts/rules/amount-input';
import { amountInUnit, amountKindFor, depositReference, shortToman } from '../lib/wallet-format';
import { WALLETS_ERRORS, WALLETS_TEXT } from '../messages';
import { AmountField } from './amount-field';
import { DepositReference } from './deposit-reference';
import { ReceiptPicker } from './receipt-picker';

/** The mock's gateway; the real provider's is configured on its side. */
const GATEWAY = 'mock';

/** One opening of the dialog for one wallet: a new session starts with a fresh form. */
export type DepositSession = { id: string; wallet: WalletView };

type ViewProps = { wallet: WalletView; titleId: string; onClose(): void; onBusyChange(busy: boolean): void };

function DepositView({ wallet, titleId, onClose, onBusyChange }: ViewProps) {
  const formId = useId();
  const quickId = useId();
  const { user } = useSession();
  const deposit = useCreateDeposit();
  const [uploading, setUploading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<'receipt' | 'gateway' | null>(null);
  const { keyFor } = useIdempotencyKey();

  const kind = amountKindFor(wallet.currency.precision);
  const { control, handleSubmit, setValue, formState } = useForm<DepositForm>({
    resolver: zodResolver(depositFormSchema(kind)),
    defaultValues: { amount: '', method: 'receipt', receipt: null, description: '' },
  });
  const [amount, method, receipt] = useWatch({ control, name: ['amount', 'method', 'receipt'] });
  const sending = deposit.isPending;
  const unit = wallet.currency.unit || WALLETS_TEXT.toman;

  // Only a deposit on its way holds the dialog open: an upload may be left behind.
  useEffect(() => onBusyChange(sending), [sending, onBusyChange]);

  // A gateway deposit is credited at once: the dialog shows so, then closes after 1 s (spec 2 section 4).
  useEffect(() => {
    if (done !== 'gateway') return;
    const timer = window.setTimeout(onClose, GATEWAY_DEPOSIT_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [done, onClose]);

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
      setFailure(failureText(error, WALLETS_ERRORS.deposit));
    }
  });

  if (done)
    return (
      <>
        <DialogTitleWithClose id={titleId} onClose={onClose}>
          {WALLETS_TEXT.depositTo(wallet.currency.name)}
        </DialogTitleWithClose>
        <DialogContent>
          <Alert severity="success" role="alert">
            {done === 'gateway' ? WALLETS_TEXT.gatewayDone : WALLETS_TEXT.receiptDone}
          </Alert>
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={onClose}>
            {WALLETS_TEXT.close}
          </Button>
        </DialogActions>
      </>
    );

  return (
    <>
      <DialogTitleWithClose id={titleId} onClose={onClose} disabled={sending}>
        {WALLETS_TEXT.depositTo(wallet.currency.name)}
      </DialogTitleWithClose>
      <DialogContent>
        <Box
          component="form"
          id={formId}
          noValidate
          onSubmit={onSubmit}
          aria-labelledby={titleId}
          sx={{ display: 'grid', gap: 2.5, pt: 1 }}
        >
          {user && <DepositReference reference={depositReference(user)} />}

          <Box sx={{ display: 'grid', gap: 1 }}>
            <FormField control={control} name="amount">
              {(field) => <AmountField {...field} kind={kind} label={WALLETS_TEXT.amountInUnit(unit)} required fullWidth />}
            </FormField>
            <Typography id={quickId} variant="caption" color="text.secondary">
              {WALLETS_TEXT.quickAmounts}
            </Typography>
            <Box
              role="group"
              aria-labelledby={quickId}
              sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 1 }}
            >
              {QUICK_DEPOSIT_AMOUNTS.map((value) => {
                const chosen = amountInUnit(amount, 'toman') === value;
                return (
                  <Button
                    key={value}
                    size="small"
                    variant={chosen ? 'contained' : 'outlined'}
                    aria-pressed={chosen}
                    aria-label={`${shortToman(value)} ${WALLETS_TEXT.toman}`}
                    onClick={() =>
                      setValue('amount', amountInputText(value, 'toman'), {
                        shouldValidate: formState.isSubmitted,
                        shouldDirty: true,
                      })
                    }
                    sx={{ px: 0.5, whiteSpace: 'nowrap' }}
                  >
                    {shortToman(value)}
                  </Button>
                );
              })}
            </Box>
          </Box>

          <FormField control={control} name="method">
            {(field) => (
              <FormControl>
                <FormLabel id={`${formId}-method`}>{WALLETS_TEXT.method}</FormLabel>
                <RadioGroup
                  aria-labelledby={`${formId}-method`}
                  name={field.name}
                  value={field.value}
                  onChange={(e) => field.onChange(e.target.value)}
                >
                  <FormControlLabel value="receipt" control={<Radio />} label={WALLETS_TEXT.methodReceipt} disabled={sending} />
                  <FormControlLabel value="gateway" control={<Radio />} label={WALLETS_TEXT.methodGateway} disabled={sending} />
                </RadioGroup>
                <Typography variant="body2" color="text.secondary">
                  {method === 'gateway' ? WALLETS_TEXT.methodGatewayHint : WALLETS_TEXT.methodReceiptHint}
                </Typography>
              </FormControl>
            )}
          </FormField>

          {method === 'receipt' && (
            <ReceiptPicker
              value={receipt}
              onChange={(next) => setValue('receipt', next, { shouldValidate: formState.isSubmitted })}
              onBusyChange={setUploading}
              error={formState.errors.receipt?.message}
              disabled={sending}
            />
          )}

          <FormField control={control} name="description">
            {(field) => (
              <TextField
                {...field}
                label={WALLETS_TEXT.description}
                multiline
                minRows={2}
                fullWidth
                helperText={field.helperText ?? `${formatDigits(field.value.length)} / ${formatDigits(DESCRIPTION_MAX)}`}
                slotProps={{ htmlInput: { maxLength: DESCRIPTION_MAX, dir: 'auto' } }}
              />
            )}
          </FormField>

          {failure && (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          )}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={sending}>
          {WALLETS_TEXT.cancel}
        </Button>
        <Button type="submit" form={formId} variant="contained" loading={sending} disabled={uploading}>
          {method === 'gateway' ? WALLETS_TEXT.submitGateway : WALLETS_TEXT.submitReceipt}
        </Button>
      </DialogActions>
    </>
  );
}

/**
 * The deposit dialog (spec 2 sections 2, 4 and 5). It keeps its last session through the closing transition; a new
 * session starts afresh, so its state resets on every opening.
 */
export function DepositDialog({ session, open, onClose }: { session: DepositSession | null; open: boolean; onClose(): void }) {
  return (
    <SessionDialog session={session?.id ?? null} open={open} onClose={onClose}>
      {({ titleId, onBusyChange }) =>
        session && <DepositView wallet={session.wallet} titleId={titleId} onClose={onClose} onBusyChange={onBusyChange} />
      }
    </SessionDialog>
  );
}
