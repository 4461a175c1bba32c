import { useEffect, useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import { TICKET_CATEGORIES, TICKET_PRIORITIES, TICKET_TEXT_MAX, TICKET_TITLE_MAX } from '@gold/contracts/constants';
import { readTicketDraft } from '@gold/contracts/rules/tickets';
import { DialogTitleWithClose } from '../../../shared/ui/dialog-title';
import { useServerError } from '../../../shared/ui/form-error';
import { FormField } from '../../../shared/ui/form-field';
import { SelectField } from '../../../shared/ui/select-field';
import { TextField } from '../../../shared/ui/text-field';
import { useCreateTicket } from '../api/create-ticket';
import { failureText } from '../api/ticket-errors';
import { usePhoneDialog } from '../hooks/use-phone-dialog';
import { CREATE_TICKET_DEFAULTS, createTicketFormSchema, type CreateTicketForm } from '../lib/form-schemas';
import { useIdempotencyKey } from '../../../shared/lib/use-idempotency-key';
import { SessionDialog } from '../../../shared/ui/session-dialog';
import { TICKETS_TEXT } from '../messages';
import { CounterHelper, LimitAnnouncement } from './text-counter';

type FormProps = { titleId: string; onClose(): void; onBusyChange(busy: boolean): void; onCreated(): void };

function CreateTicketForm({ titleId, onClose, onBusyChange, onCreated }: FormProps) {
  const formId = useId();
  const missingId = useId();
  const create = useCreateTicket();
  const { keyFor } = useIdempotencyKey();
  const { control, handleSubmit, formState, watch } = useForm<CreateTicketForm>({
    resolver: zodResolver(createTicketFormSchema),
    defaultValues: CREATE_TICKET_DEFAULTS,
  });
  const [failure, setFailure] = useServerError(watch);
  const description = useWatch({ control, name: 'description' });
  const sending = create.isPending;

  useEffect(() => onBusyChange(sending), [sending, onBusyChange]);

  // One sentence for every empty required field, said once; each such field points to it.
  const missing = Object.values(formState.errors).some((e) => e?.message === TICKETS_TEXT.fillRequired);
  const describedBy = (helperId: string | null, name: 'title' | 'description') =>
    [formState.errors[name]?.message === TICKETS_TEXT.fillRequired ? missingId : null, helperId].filter(Boolean).join(' ') ||
    undefined;
  const helperOf = (message: string | undefined) => (message && message !== TICKETS_TEXT.fillRequired ? message : undefined);

  const onSubmit = handleSubmit(async (form) => {
    const result = readTicketDraft(form);
    if ('problem' in result) return;
    setFailure(null);
    try {
      await create.mutateAsync({ draft: result.draft, key: keyFor(result.draft) });
      onCreated();
    } catch (error) {
      setFailure(failureText(error, TICKETS_TEXT.createFailed));
    }
  });

  return (
    <>
      <DialogContent>
        <Box
          component="form"
          id={formId}
          noValidate
          onSubmit={onSubmit}
          aria-labelledby={titleId}
          sx={{ display: 'grid', gap: 2.5, pt: 1 }}
        >
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
          <LimitAnnouncement length={description.length} max={TICKET_TEXT_MAX} />

          <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <FormField control={control} name="category">
              {({ helperText, ref, ...field }) => (
                <SelectField
                  {...field}
                  inputRef={ref}
                  id={`${formId}-category`}
                  label={TICKETS_TEXT.categoryLabel}
                  fullWidth
                  disabled={sending}
                  helperText={helperText}
                >
                  {TICKET_CATEGORIES.map((category) => (
                    <option key={category} value={category}>
                      {TICKETS_TEXT.category[category]}
                    </option>
                  ))}
                </SelectField>
              )}
            </FormField>
            <FormField control={control} name="priority">
              {({ helperText, ref, ...field }) => (
                <SelectField
                  {...field}
                  inputRef={ref}
                  id={`${formId}-priority`}
                  label={TICKETS_TEXT.priorityField}
                  fullWidth
                  disabled={sending}
                  helperText={helperText}
                >
                  {TICKET_PRIORITIES.map((priority) => (
                    <option key={priority} value={priority}>
                      {TICKETS_TEXT.priority[priority]}
                    </option>
                  ))}
                </SelectField>
              )}
            </FormField>
          </Box>

          {missing && (
            <Alert id={missingId} severity="error" role="alert">
              {TICKETS_TEXT.fillRequired}
            </Alert>
          )}
          {failure && (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          )}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={sending}>
          {TICKETS_TEXT.cancel}
        </Button>
        <Button type="submit" form={formId} variant="contained" loading={sending}>
          {TICKETS_TEXT.submit}
        </Button>
      </DialogActions>
    </>
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
