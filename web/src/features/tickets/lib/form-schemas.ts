import { z } from 'zod';
import { errorMessage } from '@gold/contracts/errors';
import { readTicketDraft, ticketMessageProblem, type TicketDraftInput } from '@gold/contracts/rules/tickets';
import { hasVisibleText } from '@gold/contracts/rules/visible-text';
import { ticketCategorySchema, ticketPrioritySchema } from '@gold/contracts/tickets';

/**
 * Spec 2 section 5, "Ticket create", through the contracts' rule, so the form and the server refuse the same
 * drafts with the same words. A missing title or description marks each empty field; the words are said once, above
 * the buttons (see `missingFields`).
 */
export const createTicketFormSchema = z
  .object({ title: z.string(), description: z.string(), category: ticketCategorySchema, priority: ticketPrioritySchema })
  .superRefine((form, ctx) => {
    const result = readTicketDraft(form satisfies TicketDraftInput);
    if (!('problem' in result)) return;
    const message = errorMessage(result.problem);
    if (result.problem === 'TICKET_FIELDS_REQUIRED') {
      if (!form.title.trim()) ctx.addIssue({ code: 'custom', path: ['title'], message });
      if (!form.description.trim()) ctx.addIssue({ code: 'custom', path: ['description'], message });
    } else if (result.problem === 'NO_VISIBLE_TEXT') {
      // Said under each field it concerns: the field is not empty, so "fill the required fields" would puzzle.
      if (!hasVisibleText(form.title)) ctx.addIssue({ code: 'custom', path: ['title'], message });
      if (!hasVisibleText(form.description)) ctx.addIssue({ code: 'custom', path: ['description'], message });
    } else {
      const path = {
        TICKET_TITLE_TOO_LONG: 'title',
        TICKET_DESCRIPTION_TOO_LONG: 'description',
        INVALID_TICKET_CATEGORY: 'category',
        INVALID_TICKET_PRIORITY: 'priority',
      }[result.problem];
      ctx.addIssue({ code: 'custom', path: [path], message });
    }
  });
export type CreateTicketForm = z.infer<typeof createTicketFormSchema>;

export const CREATE_TICKET_DEFAULTS: CreateTicketForm = { title: '', description: '', category: 'general', priority: 'medium' };

/** Spec 2 section 5, "Ticket message": not blank, something a reader sees, at most 2,000 characters (the contracts' rule). */
export const replyFormSchema = z.object({
  content: z.string().superRefine((content, ctx) => {
    const problem = ticketMessageProblem(content);
    if (problem) ctx.addIssue({ code: 'custom', message: errorMessage(problem) });
  }),
});
export type ReplyForm = z.infer<typeof replyFormSchema>;
