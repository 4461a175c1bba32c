import { useEffect, useId } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { TICKET_CATEGORIES, TICKET_PRIORITIES, TICKET_TEXT_MAX, TICKET_TITLE_MAX } from '@gold/contracts/constants';
import { DialogForm } from '../../../shared/ui/dialog-form';
import { DialogTitleWithClose } from '../../../shared/ui/dialog-title';
import { FormField } from '../../../shared/ui/form-field';
import { SelectField } from '../../../shared/ui/select-field';
import { TextField } from '../../../shared/ui/text-field';
import { useCreateTicketForm } from '../hooks/use-create-ticket-form';
import type { CreateTicketForm } from '../lib/form-schemas';
import { usePhoneDialog } from '../../../shared/ui/use-phone-dialog';
import { SessionDialog } from '../../../shared/ui/session-dialog';
import { TICKETS_TEXT } from '../messages';
import { CounterHelper, LimitAnnouncement } from './text-counter';

type Form = ReturnType<typeof useCreateTicketForm>;
type FieldProps = Pick<Form, 'control' | 'describedBy' | 'helperOf'> & { formId: string; sending: boolean };

function TitleField({ control, describedBy, helperOf, formId, sending }: FieldProps) {
  return (
    <FormField control={control} name="title">
      {({ helperText, ref, ...field }) => (
        <TextField
          {...field}
          inputRef={ref}
          id={`${formId}-title`}
          label={TICKETS_TEXT.title}
          required
          fullWidth
          disabled={sending}
          helperText={helperOf(helperText)}
          slotProps={{
            htmlInput: {
              maxLength: TICKET_TITLE_MAX,
              dir: 'auto',
              'aria-describedby': describedBy(helperOf(helperText) ? `${formId}-title-helper-text` : null, 'title'),
            },
          }}
        />
      )}
    </FormField>
  );
}

/** The description, with its counter against the limit. */
function DescriptionField({ control, describedBy, helperOf, formId, sending }: FieldProps) {
  return (
    <FormField control={control} name="description">
      {({ helperText, ref, ...field }) => {
        const helperId = `${formId}-description-helper-text`;
        return (
          <TextField
            {...field}
            inputRef={ref}
            id={`${formId}-description`}
            label={TICKETS_TEXT.description}
            required
            fullWidth
            multiline
            minRows={4}
            maxRows={12}
            disabled={sending}
            helperText={
              <CounterHelper
                message={helperOf(helperText) ?? TICKETS_TEXT.descriptionHint}
                length={field.value.length}
                max={TICKET_TEXT_MAX}
              />
            }
            slotProps={{
              htmlInput: {
                maxLength: TICKET_TEXT_MAX,
                dir: 'auto',
                'aria-describedby': describedBy(helperId, 'description'),
              },
              formHelperText: { component: 'div' },
            }}
          />
        );
      }}
    </FormField>
  );
}

type Choice = 'category' | 'priority';
type ChoiceProps<N extends Choice> = Pick<FieldProps, 'control' | 'formId' | 'sending'> & {
  name: N;
  label: string;
  values: readonly CreateTicketForm[N][];
  text: Record<CreateTicketForm[N], string>;
};

function ChoiceField<N extends Choice>({ control, formId, sending, name, label, values, text }: ChoiceProps<N>) {
  return (
    <FormField control={control} name={name}>
      {({ helperText, ref, ...field }) => (
        <SelectField
          {...field}
          inputRef={ref}
          id={`${formId}-${name}`}
          label={label}
          fullWidth
          disabled={sending}
          helperText={helperText}
        >
          {values.map((value) => (
            <option key={value} value={value}>
              {text[value]}
            </option>
          ))}
        </SelectField>
      )}
    </FormField>
  );
}

/** Category and priority, side by side from the small breakpoint. */
function ChoiceFields(props: Pick<FieldProps, 'control' | 'formId' | 'sending'>) {
  return (
    <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <ChoiceField
        {...props}
        name="category"
        label={TICKETS_TEXT.categoryLabel}
        values={TICKET_CATEGORIES}
        text={TICKETS_TEXT.category}
      />
      <ChoiceField
        {...props}
        name="priority"
        label={TICKETS_TEXT.priorityField}
        values={TICKET_PRIORITIES}
        text={TICKETS_TEXT.priority}
      />
    </Box>
  );
}

type FormProps = { titleId: string; onClose(): void; onBusyChange(busy: boolean): void; onCreated(): void };

function CreateTicketForm({ titleId, onClose, onBusyChange, onCreated }: FormProps) {
  const formId = useId();
  const form = useCreateTicketForm(onCreated);
  const { sending } = form;

  useEffect(() => onBusyChange(sending), [sending, onBusyChange]);

  const fieldProps = { control: form.control, describedBy: form.describedBy, helperOf: form.helperOf, formId, sending };
  return (
    <DialogForm
      formId={formId}
      labelledBy={titleId}
      onSubmit={form.onSubmit}
      sending={sending}
      failure={form.failure}
      cancelLabel={TICKETS_TEXT.cancel}
      onCancel={onClose}
      submitLabel={TICKETS_TEXT.submit}
    >
      <TitleField {...fieldProps} />
      <DescriptionField {...fieldProps} />
      <LimitAnnouncement length={form.description.length} max={TICKET_TEXT_MAX} />
      <ChoiceFields {...fieldProps} />
      {form.missing && (
        <Alert id={form.missingId} severity="error" role="alert">
          {TICKETS_TEXT.fillRequired}
        </Alert>
      )}
    </DialogForm>
  );
}

type Props = {
  /** One opening of the dialog: a new session starts with an empty form and a new Idempotency-Key. */
  session: string | null;
  open: boolean;
  onClose(): void;
  onCreated(): void;
};

/**
 * The create-ticket dialog (spec 2 sections 2 and 5): title, description with its counter, category (general by
 * default) and priority (medium by default). It cannot be dismissed while the ticket is being sent.
 */
export function CreateTicketDialog({ session, open, onClose, onCreated }: Props) {
  const fullScreen = usePhoneDialog();
  return (
    <SessionDialog session={session} open={open} onClose={onClose} fullScreen={fullScreen}>
      {({ titleId, busy, onBusyChange }) => (
        <>
          <DialogTitleWithClose id={titleId} onClose={onClose} disabled={busy}>
            {TICKETS_TEXT.createTitle}
          </DialogTitleWithClose>
          <CreateTicketForm titleId={titleId} onClose={onClose} onBusyChange={onBusyChange} onCreated={onCreated} />
        </>
      )}
    </SessionDialog>
  );
}
