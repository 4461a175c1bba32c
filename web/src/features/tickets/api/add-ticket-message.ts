import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { useSingleFlightMutation, type MutationConfig } from '../../../shared/api/mutation';
import { readTicket, readTicketMessage, type TicketMessageView, type TicketView } from './normalize-ticket';
import { assertSucceeded, once } from './ticket-errors';
import { refreshTickets, ticketKeys } from './ticket-keys';

export type NewTicketMessage = { ticketId: string; content: string; key: string };
export type SentTicketMessage = { message: TicketMessageView | null; ticket: TicketView | null };

/** POST /api/tickets/{id}/messages `{ content, type: 'user' }`: 201 with `{ message, ticket }`. */
export async function addTicketMessage({ ticketId, content, key }: NewTicketMessage): Promise<SentTicketMessage> {
  const { data } = await api.post(`/api/tickets/${encodeURIComponent(ticketId)}/messages`, { content, type: 'user' }, once(key));
  assertSucceeded(data);
  const answer = (data as { data?: unknown } | null)?.data ?? data;
  const { message, ticket } = (answer ?? {}) as { message?: unknown; ticket?: unknown };
  return { message: readTicketMessage(message), ticket: readTicket(ticket) };
}

/** The conversation with the sent message: the answer's whole ticket when it has the messages, else one more. */
export function withSentMessage(current: TicketView | undefined, sent: SentTicketMessage): TicketView | undefined {
  if (sent.ticket?.messages) return sent.ticket;
  const { message } = sent;
  if (!current || !message || current.messages?.some((m) => m.id === message.id)) return current;
  return {
    ...current,
    ...(sent.ticket ? { status: sent.ticket.status, updatedAt: sent.ticket.updatedAt } : {}),
    messages: [...(current.messages ?? []), message],
    messageCount: current.messageCount + 1,
  };
}

/**
 * The dialog shows a failure itself. The sent message appears at once from the answer; the conversation, the list
 * and the counts are then asked again, whatever happened (a refusal may mean the ticket was closed meanwhile).
 */
export function useAddTicketMessage(config?: MutationConfig<SentTicketMessage, NewTicketMessage>) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation(
    {
      mutationKey: ['tickets', 'message'],
      mutationFn: addTicketMessage,
      onSuccess: (sent, { ticketId }) =>
        queryClient.setQueryData<TicketView>(ticketKeys.detail(ticketId), (current) => withSentMessage(current, sent)),
      onSettled: (_data, _error, { ticketId }) => refreshTickets(queryClient, ticketId),
    },
    config,
  );
}
