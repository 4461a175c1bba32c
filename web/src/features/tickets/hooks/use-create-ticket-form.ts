import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { readTicketDraft } from '@gold/contracts/rules/tickets';
import { isDroppedCall } from '../../../shared/api/mutation';
import { useIdempotencyKey } from '../../../shared/lib/use-idempotency-key';
import { useServerError } from '../../../shared/ui/form-error';
import { useCreateTicket } from '../api/create-ticket';
import { failureText } from '../api/ticket-errors';
import { CREATE_TICKET_DEFAULTS, createTicketFormSchema, type CreateTicketForm } from '../lib/form-schemas';
import { TICKETS_TEXT } from '../messages';

/** The fields that can be left empty, and so point to the one sentence that says so. */
type RequiredField = 'title' | 'description';

/**
 * A new ticket (spec 2 sections 2 and 5): the form with the contracts' rules, the one "fill the required fields"
 * sentence (`missing`, under `missingId`) that each empty field points to instead of a message of its own, and the
 * submit with its Idempotency-Key. `onCreated` hears a ticket the server took.
 */
export function useCreateTicketForm(onCreated: () => void) {
  const missingId = useId();
  const create = useCreateTicket();
  const { keyFor } = useIdempotencyKey();
  const { control, handleSubmit, formState, watch } = useForm<CreateTicketForm>({
    resolver: zodResolver(createTicketFormSchema),
    defaultValues: CREATE_TICKET_DEFAULTS,
  });
  const [failure, setFailure] = useServerError(watch);
  const description = useWatch({ control, name: 'description' });

  // One sentence for every empty required field, said once; each such field points to it.
  const missing = Object.values(formState.errors).some((e) => e?.message === TICKETS_TEXT.fillRequired);
  const describedBy = (helperId: string | null, name: RequiredField) =>
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
      if (isDroppedCall(error)) return;
      setFailure(failureText(error, TICKETS_TEXT.createFailed));
    }
  });

  return { control, description, missing, missingId, describedBy, helperOf, failure, sending: create.isPending, onSubmit };
}
