import { useEffect, useId } from 'react';
import Alert from '@mui/material/Alert';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { readAmount } from '@gold/contracts/rules/amount-input';
import { priceOnSide, type AlertDirection, type AlertSide } from '@gold/contracts/rules/price-alerts';
import { formatToman } from '../../../shared/lib/format';
import { DialogForm } from '../../../shared/ui/dialog-form';
import { DialogTitleWithClose } from '../../../shared/ui/dialog-title';
import { FormField } from '../../../shared/ui/form-field';
import { FormattedField } from '../../../shared/ui/formatted-field';
import { usePhoneDialog } from '../../../shared/ui/use-phone-dialog';
import { SessionDialog } from '../../../shared/ui/session-dialog';
import { usePriceAlertForm } from '../hooks/use-price-alert-form';
import { PRICE_ALERTS_TEXT as TEXT } from '../messages';

type Form = ReturnType<typeof usePriceAlertForm>;

function SideField({ form, formId }: { form: Form; formId: string }) {
  return (
    <FormControl>
      <FormLabel id={`${formId}-side`} sx={{ mb: 1 }}>
        {TEXT.side}
      </FormLabel>
      <ToggleButtonGroup
        exclusive
        fullWidth
        value={form.side}
        onChange={(_e, value: AlertSide | null) => value && form.chooseSide(value)}
        aria-labelledby={`${formId}-side`}
        disabled={form.sending}
      >
        <ToggleButton value="buy" color="success">
          {TEXT.sideName.buy}
        </ToggleButton>
        <ToggleButton value="sell" color="error">
          {TEXT.sideName.sell}
        </ToggleButton>
      </ToggleButtonGroup>
    </FormControl>
  );
}

/** The target, read by the amount rule as it is typed: Persian or Latin digits, grouped with ٬. */
function TargetField({ form, formId }: { form: Form; formId: string }) {
  const current = form.prices
    ? TEXT.currentPrice(form.side, formatToman(priceOnSide(form.prices, form.side)))
    : TEXT.priceLoading;
  return (
    <FormField control={form.control} name="target">
      {({ helperText, error, ref, value, onBlur, name }) => {
        const refused = readAmount(value, 'toman');
        const problem = refused.status === 'invalid' ? refused.message : helperText;
        return (
          <FormattedField
            ref={ref}
            id={`${formId}-target`}
            name={name}
            label={TEXT.target}
            value={value}
            onChange={form.typeTarget}
            onBlur={onBlur}
            // The target is what the dialog is for: it has the focus, its prefilled price selected, so typing replaces it.
            onFocus={(event) => event.target.select()}
            format={(input, caret) => {
              const reading = readAmount(input, 'toman', caret);
              return { value: reading.display, caret: reading.caret };
            }}
            inputMode="numeric"
            autoComplete="off"
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
            required
            fullWidth
            disabled={form.sending}
            error={error || refused.status === 'invalid'}
            helperText={problem ?? current}
            slotProps={{ input: { endAdornment: <InputAdornment position="end">{TEXT.toman}</InputAdornment> } }}
          />
        );
      }}
    </FormField>
  );
}

function DirectionField({ form, formId }: { form: Form; formId: string }) {
  return (
    <FormControl>
      <FormLabel id={`${formId}-direction`}>{TEXT.direction}</FormLabel>
      <RadioGroup
        aria-labelledby={`${formId}-direction`}
        name={`${formId}-direction`}
        value={form.direction}
        onChange={(e) => form.chooseDirection(e.target.value as AlertDirection)}
      >
        {(['above', 'below'] as const).map((direction) => (
          <FormControlLabel
            key={direction}
            value={direction}
            control={<Radio />}
            label={TEXT.directionName[direction]}
            disabled={form.sending}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

type FormProps = { titleId: string; initialSide: AlertSide; onClose(): void; onBusyChange(busy: boolean): void };

function PriceAlertFormView({ titleId, initialSide, onClose, onBusyChange }: FormProps) {
  const formId = useId();
  const form = usePriceAlertForm(initialSide, onClose);
  const { sending } = form;
  useEffect(() => onBusyChange(sending), [sending, onBusyChange]);
  const sentence = form.targetPrice ? TEXT.sentence(form.side, form.direction, formatToman(form.targetPrice)) : null;
  return (
    <DialogForm
      formId={formId}
      labelledBy={titleId}
      onSubmit={form.onSubmit}
      sending={sending}
      failure={form.failure}
      cancelLabel={TEXT.cancel}
      onCancel={onClose}
      submitLabel={TEXT.submit}
      submitDisabled={form.atLimit}
      submitDescribedBy={form.atLimit ? `${formId}-limit` : sentence ? `${formId}-sentence` : undefined}
    >
      <Typography variant="body2" color="text.secondary">
        {TEXT.intro}
      </Typography>
      {form.atLimit && (
        <Alert id={`${formId}-limit`} severity="warning">
          {TEXT.limit}
        </Alert>
      )}
      <SideField form={form} formId={formId} />
      <TargetField form={form} formId={formId} />
      <DirectionField form={form} formId={formId} />
      {sentence && (
        <Typography id={`${formId}-sentence`} variant="body2" sx={{ fontWeight: 700 }}>
          {sentence}
        </Typography>
      )}
    </DialogForm>
  );
}

type Props = {
  /** One opening of the dialog: a new session starts afresh, from the price then. */
  session: string | null;
  open: boolean;
  /** The side it opens on. */
  side?: AlertSide;
  onClose(): void;
};

/**
 * A new price alert (the mock's extension): which price, the target prefilled with that price now, and whether to
 * tell at or above it or at or below it, with the whole alert read back as a sentence. It cannot be dismissed while
 * the alert is on its way; at the limit it says so and sends nothing.
 */
export function PriceAlertDialog({ session, open, side = 'buy', onClose }: Props) {
  const phone = usePhoneDialog();
  return (
    <SessionDialog session={session} open={open} onClose={onClose} fullScreen={phone}>
      {({ titleId, busy, onBusyChange }) => (
        <>
          <DialogTitleWithClose id={titleId} onClose={onClose} disabled={busy}>
            {TEXT.dialogTitle}
          </DialogTitleWithClose>
          <PriceAlertFormView titleId={titleId} initialSide={side} onClose={onClose} onBusyChange={onBusyChange} />
        </>
      )}
    </SessionDialog>
  );
}
