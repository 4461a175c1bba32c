import { useEffect, useId } from 'react';
import type { Control } from 'react-hook-form';
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
import Typography from '@mui/material/Typography';
import { GATEWAY_DEPOSIT_CLOSE_MS, QUICK_DEPOSIT_AMOUNTS } from '@gold/contracts/constants';
import { formatDigits } from '../../../shared/lib/format';
import { useSession } from '../../../shared/session/session-context';
import { DialogForm } from '../../../shared/ui/dialog-form';
import { DialogTitleWithClose } from '../../../shared/ui/dialog-title';
import { FormField } from '../../../shared/ui/form-field';
import { TextField } from '../../../shared/ui/text-field';
import { useDepositForm } from '../hooks/use-deposit-form';
import { DESCRIPTION_MAX, type DepositForm } from '../lib/form-schemas';
import { amountInUnit, depositReference, shortToman } from '../lib/wallet-format';
import { WALLETS_TEXT } from '../messages';
import { AmountField } from './amount-field';
import { DepositReference } from './deposit-reference';
import { MoneyRequestDialog, useCloseAfter, type MoneyRequestSession, type MoneyRequestViewProps } from './money-request-dialog';
import { ReceiptPicker } from './receipt-picker';

/** One opening of the dialog for one wallet: a new session starts with a fresh form. */
export type DepositSession = MoneyRequestSession;

/** The deposit went: a gateway one is credited at once, a receipt waits for approval. */
function DepositDone({ done, onClose }: { done: 'receipt' | 'gateway'; onClose(): void }) {
  return (
    <>
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
}

/** The preset amounts, in Toman; the one the field holds is pressed. */
function QuickAmounts({ amount, onChoose }: { amount: string; onChoose(value: number): void }) {
  const quickId = useId();
  return (
    <>
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
              onClick={() => onChoose(value)}
              sx={{ px: 0.5, whiteSpace: 'nowrap' }}
            >
              {shortToman(value)}
            </Button>
          );
        })}
      </Box>
    </>
  );
}

type FieldProps = { control: Control<DepositForm>; formId: string; sending: boolean };

/** Receipt or gateway, with a line on what each means. */
function MethodField({ control, formId, sending, method }: FieldProps & { method: DepositForm['method'] }) {
  return (
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
  );
}

/** An optional note, with its length against the limit. */
function DescriptionField({ control }: Pick<FieldProps, 'control'>) {
  return (
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
  );
}

function DepositView({ wallet, titleId, onClose, onBusyChange }: MoneyRequestViewProps) {
  const formId = useId();
  const { user } = useSession();
  const form = useDepositForm(wallet);
  const { control, sending, done } = form;

  // Only a deposit on its way holds the dialog open: an upload may be left behind.
  useEffect(() => onBusyChange(sending), [sending, onBusyChange]);
  // A gateway deposit is credited at once: the dialog shows so, then closes after 1 s (spec 2 section 4).
  useCloseAfter(done === 'gateway', GATEWAY_DEPOSIT_CLOSE_MS, onClose);

  return (
    <>
      <DialogTitleWithClose id={titleId} onClose={onClose} disabled={!done && sending}>
        {WALLETS_TEXT.depositTo(wallet.currency.name)}
      </DialogTitleWithClose>
      {done ? (
        <DepositDone done={done} onClose={onClose} />
      ) : (
        <DialogForm
          formId={formId}
          labelledBy={titleId}
          onSubmit={form.onSubmit}
          sending={sending}
          failure={form.failure}
          cancelLabel={WALLETS_TEXT.cancel}
          onCancel={onClose}
          submitLabel={form.method === 'gateway' ? WALLETS_TEXT.submitGateway : WALLETS_TEXT.submitReceipt}
          submitDisabled={form.uploading}
        >
          {user && <DepositReference reference={depositReference(user)} />}
          <Box sx={{ display: 'grid', gap: 1 }}>
            <FormField control={control} name="amount">
              {(field) => (
                <AmountField {...field} kind={form.kind} label={WALLETS_TEXT.amountInUnit(form.unit)} required fullWidth />
              )}
            </FormField>
            <QuickAmounts amount={form.amount} onChoose={form.chooseAmount} />
          </Box>
          <MethodField control={control} formId={formId} sending={sending} method={form.method} />
          {form.method === 'receipt' && (
            <ReceiptPicker
              value={form.receipt}
              onChange={form.chooseReceipt}
              onBusyChange={form.setUploading}
              error={form.receiptError}
              disabled={sending}
            />
          )}
          <DescriptionField control={control} />
        </DialogForm>
      )}
    </>
  );
}

/**
 * The deposit dialog (spec 2 sections 2, 4 and 5). It keeps its last session through the closing transition; a new
 * session starts afresh, so its state resets on every opening.
 */
export function DepositDialog(props: { session: DepositSession | null; open: boolean; onClose(): void }) {
  return <MoneyRequestDialog {...props} view={DepositView} />;
}
