import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TICKET_CATEGORIES, TICKET_PRIORITIES, TICKET_TEXT_MAX, TICKET_TITLE_MAX } from '../constants';
import { errorMessage } from '../errors';
import { readTicketDraft, ticketMessageProblem } from './tickets';

const ok = { title: 'مشکل واریز', description: 'واریز دیروز هنوز به کیف پولم نرسیده است' };

describe('readTicketDraft', () => {
  it('fills the defaults: general and medium', () => {
    expect(readTicketDraft(ok)).toEqual({ draft: { ...ok, category: 'general', priority: 'medium' } });
  });

  it('trims the title and the description', () => {
    expect(readTicketDraft({ ...ok, title: '  سلام  ', description: '\n متن \t' })).toMatchObject({
      draft: { title: 'سلام', description: 'متن' },
    });
  });

  it.each([
    [{ description: ok.description }],
    [{ title: ok.title }],
    [{ title: '   ', description: ok.description }],
    [{ title: ok.title, description: '\n\t ' }],
    [{}],
  ])('a missing or blank field is required: %j', (input) => {
    expect(readTicketDraft(input)).toEqual({ problem: 'TICKET_FIELDS_REQUIRED' });
  });

  it('takes a title of 200 characters and refuses 201', () => {
    expect(readTicketDraft({ ...ok, title: 'ت'.repeat(TICKET_TITLE_MAX) })).toHaveProperty('draft');
    expect(readTicketDraft({ ...ok, title: 'ت'.repeat(TICKET_TITLE_MAX + 1) })).toEqual({ problem: 'TICKET_TITLE_TOO_LONG' });
  });

  it('takes a description of 2,000 characters and refuses 2,001', () => {
    expect(readTicketDraft({ ...ok, description: 'ش'.repeat(TICKET_TEXT_MAX) })).toHaveProperty('draft');
    expect(readTicketDraft({ ...ok, description: 'ش'.repeat(TICKET_TEXT_MAX + 1) })).toEqual({
      problem: 'TICKET_DESCRIPTION_TOO_LONG',
    });
  });

  it('counts the length after trimming', () => {
    expect(readTicketDraft({ ...ok, title: ` ${'ت'.repeat(TICKET_TITLE_MAX)} ` })).toHaveProperty('draft');
  });

  it('takes each of the six categories and the four priorities, and nothing else', () => {
    for (const category of TICKET_CATEGORIES) expect(readTicketDraft({ ...ok, category })).toMatchObject({ draft: { category } });
    for (const priority of TICKET_PRIORITIES) expect(readTicketDraft({ ...ok, priority })).toMatchObject({ draft: { priority } });
    expect(readTicketDraft({ ...ok, category: 'sales' })).toEqual({ problem: 'INVALID_TICKET_CATEGORY' });
    expect(readTicketDraft({ ...ok, category: 'General' })).toEqual({ problem: 'INVALID_TICKET_CATEGORY' });
    expect(readTicketDraft({ ...ok, priority: 'critical' })).toEqual({ problem: 'INVALID_TICKET_PRIORITY' });
  });

  it('refuses a title or description of invisible characters only, with its own words', () => {
    for (const blank of ['\u200B\u200C', '\u200F \u2066\u2069', '\uFEFF\u2060\u200D']) {
      expect(readTicketDraft({ ...ok, title: blank })).toEqual({ problem: 'NO_VISIBLE_TEXT' });
      expect(readTicketDraft({ ...ok, description: blank })).toEqual({ problem: 'NO_VISIBLE_TEXT' });
    }
    expect(readTicketDraft({ ...ok, title: '\u200Bنیک\u200Cنام' })).toHaveProperty('draft');
  });

  it('a draft it accepts always keeps within the limits (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 260 }), fc.string({ maxLength: 2100 }), (title, description) => {
        const result = readTicketDraft({ title, description });
        if ('draft' in result) {
          expect(result.draft.title.length).toBeGreaterThan(0);
          expect(result.draft.title.length).toBeLessThanOrEqual(TICKET_TITLE_MAX);
          expect(result.draft.description.length).toBeLessThanOrEqual(TICKET_TEXT_MAX);
        } else {
          expect(title.trim() && description.trim() && title.trim().length <= TICKET_TITLE_MAX).toBeFalsy();
        }
      }),
    );
  });
});

describe('ticketMessageProblem', () => {
  it('refuses a blank message', () => {
    for (const content of ['', ' ', '\n\n', '\t \u00a0']) expect(ticketMessageProblem(content)).toBe('TICKET_MESSAGE_EMPTY');
  });

  it('refuses a message of invisible characters only', () => {
    expect(ticketMessageProblem('\u200B\u200C')).toBe('NO_VISIBLE_TEXT');
    expect(ticketMessageProblem('\u202E \u200E\n')).toBe('NO_VISIBLE_TEXT');
    expect(ticketMessageProblem('\u200B.')).toBeNull();
  });

  it('takes 1 to 2,000 characters and refuses 2,001', () => {
    expect(ticketMessageProblem('س')).toBeNull();
    expect(ticketMessageProblem('س'.repeat(TICKET_TEXT_MAX))).toBeNull();
    expect(ticketMessageProblem('س'.repeat(TICKET_TEXT_MAX + 1))).toBe('TICKET_MESSAGE_TOO_LONG');
  });

  it('has Persian text for each problem, with the limits in Persian digits', () => {
    expect(errorMessage('TICKET_FIELDS_REQUIRED')).toBe('لطفاً همه فیلدهای الزامی را پر کنید');
    expect(errorMessage('TICKET_TITLE_TOO_LONG')).toContain('۲۰۰');
    expect(errorMessage('TICKET_DESCRIPTION_TOO_LONG')).toContain('۲٬۰۰۰');
    expect(errorMessage('TICKET_MESSAGE_TOO_LONG')).toContain('۲٬۰۰۰');
    expect(errorMessage('NO_VISIBLE_TEXT')).toContain('نامرئی');
  });
});
