import { useId, type KeyboardEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { TextField } from '../../../shared/ui/text-field';
import Send from '@mui/icons-material/Send';
import { TICKET_TEXT_MAX } from '@gold/contracts/constants';
import { useServerError } from '../../../shared/ui/form-error';
import { FormField } from '../../../shared/ui/form-field';
import { useAddTicketMessage } from '../api/add-ticket-message';
import { failureText } from '../api/ticket-errors';
import { isDroppedCall } from '../../../shared/api/mutation';
import { replyFormSchema, type ReplyForm as ReplyValues } from '../lib/form-schemas';
import { useIdempotencyKey } from '../../../shared/lib/use-idempotency-key';
import { TICKETS_TEXT } from '../messages';
import { CounterHelper, LimitAnnouncement } from './text-counter';

/**
 * The reply box (spec 2 sections 2 and 5): at most 2,000 characters, never blank, always sent as the customer's.
 * After a success the box is emptied; a failure is said under it, the server's words first.
 */
export function ReplyForm({ ticketId }: { ticketId: string }) {
  const formId = useId();
  const send = useAddTicketMessage();
  const { keyFor, forget } = useIdempotencyKey();
  const { control, handleSubmit, reset, watch } = useForm<ReplyValues>({
    resolver: zodResolver(replyFormSchema),
    defaultValues: { content: '' },
  });
  const [failure, setFailure] = useServerError(watch);
  const content = useWatch({ control, name: 'content' });

  const onSubmit = handleSubmit(async ({ content: text }) => {
    setFailure(null);
    try {
      await send.mutateAsync({ ticketId, content: text, key: keyFor({ ticketId, content: text }) });
      forget();
      reset({ content: '' });
    } catch (error) {
      if (isDroppedCall(error)) return;
      setFailure(failureText(error, TICKETS_TEXT.sendFailed));
    }
  });

  // Ctrl+Enter (or ⌘+Enter) sends; Enter alone is a new line.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void onSubmit();
    }
  };

  return (
    <Box
      component="form"
      id={formId}
      noValidate
      onSubmit={onSubmit}
      aria-label={TICKETS_TEXT.reply}
      sx={{ display: 'grid', gap: 1 }}
    >
      <FormField control={control} name="content">
        {({ helperText, ref, ...field }) => (
          <TextField
            {...field}
            inputRef={ref}
            id={`${formId}-content`}
            label={TICKETS_TEXT.reply}
            multiline
            minRows={2}
            maxRows={8}
            fullWidth
            onKeyDown={onKeyDown}
            helperText={
              <CounterHelper message={helperText ?? TICKETS_TEXT.replyHint} length={field.value.length} max={TICKET_TEXT_MAX} />
            }
            slotProps={{ htmlInput: { maxLength: TICKET_TEXT_MAX, dir: 'auto' }, formHelperText: { component: 'div' } }}
          />
        )}
      </FormField>
      <LimitAnnouncement length={content.length} max={TICKET_TEXT_MAX} />
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button
          type="submit"
          variant="contained"
          loading={send.isPending}
          loadingPosition="start"
          startIcon={<Send sx={{ transform: 'scaleX(-1)' }} />}
        >
          {TICKETS_TEXT.send}
        </Button>
      </Box>
    </Box>
  );
}
