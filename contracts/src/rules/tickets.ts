import { TICKET_CATEGORIES, TICKET_PRIORITIES, TICKET_TEXT_MAX, TICKET_TITLE_MAX } from '../constants';
import type { TicketCategory, TicketPriority } from '../tickets';
import { hasVisibleText } from './visible-text';

/** What a customer sends to open a ticket, before the rules below: any field may be missing. */
export type TicketDraftInput = { title?: string; description?: string; category?: string; priority?: string };
/** A ticket the rules accept: trimmed text, and the category and priority with their defaults. */
export type TicketDraft = { title: string; description: string; category: TicketCategory; priority: TicketPriority };

export type TicketDraftProblem =
  | 'TICKET_FIELDS_REQUIRED'
  | 'NO_VISIBLE_TEXT'
  | 'TICKET_TITLE_TOO_LONG'
  | 'TICKET_DESCRIPTION_TOO_LONG'
  | 'INVALID_TICKET_CATEGORY'
  | 'INVALID_TICKET_PRIORITY';
export type TicketMessageProblem = 'TICKET_MESSAGE_EMPTY' | 'NO_VISIBLE_TEXT' | 'TICKET_MESSAGE_TOO_LONG';

const isOneOf = <T extends string>(values: readonly T[], value: string): value is T =>
  (values as readonly string[]).includes(value);

/**
 * Spec 2 section 5, "Ticket create": title and description required, the title at most 200 characters, the
 * description at most 2,000, the category one of six (default general) and the priority one of four (default medium).
 * Text is trimmed first, so a blank field is a missing one; text of only invisible characters (zero-width, bidi
 * controls) shows as a blank card, so it is refused with its own words. Characters are UTF-16 code units, as a field's
 * `maxlength` counts them.
 */
export function readTicketDraft(input: TicketDraftInput): { draft: TicketDraft } | { problem: TicketDraftProblem } {
  const title = (input.title ?? '').trim();
  const description = (input.description ?? '').trim();
  const category = input.category ?? 'general';
  const priority = input.priority ?? 'medium';
  if (!title || !description) return { problem: 'TICKET_FIELDS_REQUIRED' };
  if (!hasVisibleText(title) || !hasVisibleText(description)) return { problem: 'NO_VISIBLE_TEXT' };
  if (title.length > TICKET_TITLE_MAX) return { problem: 'TICKET_TITLE_TOO_LONG' };
  if (description.length > TICKET_TEXT_MAX) return { problem: 'TICKET_DESCRIPTION_TOO_LONG' };
  if (!isOneOf(TICKET_CATEGORIES, category)) return { problem: 'INVALID_TICKET_CATEGORY' };
  if (!isOneOf(TICKET_PRIORITIES, priority)) return { problem: 'INVALID_TICKET_PRIORITY' };
  return { draft: { title, description, category, priority } };
}

/** Spec 2 section 5, "Ticket message": not blank, something a reader sees, at most 2,000 characters once trimmed. */
export function ticketMessageProblem(content: string): TicketMessageProblem | null {
  const text = content.trim();
  if (!text) return 'TICKET_MESSAGE_EMPTY';
  if (!hasVisibleText(text)) return 'NO_VISIBLE_TEXT';
  if (text.length > TICKET_TEXT_MAX) return 'TICKET_MESSAGE_TOO_LONG';
  return null;
}
