// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aTicket, aTicketMessage, serveTickets } from '../../../test/ticket-data';
import { findCard, headerButton, renderTickets } from '../test/render-tickets';

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  Element.prototype.scrollIntoView = () => undefined;
});
afterEach(() => {
  vi.restoreAllMocks();
});

/**
 * axe on the whole document, under jsdom: happy-dom misses that a modal is open and flags the page behind it
 * (aria-hidden-focus). Contrast needs layout, which neither has; the e2e scan checks it in Chromium.
 */
async function violations() {
  const result = await axe.run(document.body, {
    resultTypes: ['violations'],
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

// axe is heavy work for one test; the time limit is generous so a busy machine does not fail it.
describe('accessibility (axe)', { timeout: 30_000 }, () => {
  const serve = () =>
    serveTickets([
      aTicket({ id: 't-1', messages: [aTicketMessage({ type: 'admin' }), aTicketMessage({ id: 'm-2', type: 'system' })] }),
      aTicket({ id: 't-2', title: 'دوم', status: 'closed' }),
    ]);

  it('the page', async () => {
    serve();
    renderTickets();
    await findCard('دوم');
    expect(await violations()).toEqual([]);
  });

  it('the create dialog, with its errors showing', async () => {
    serve();
    const { user } = renderTickets();
    await user.click(headerButton('تیکت جدید'));
    const create = await screen.findByRole('dialog', { name: 'ثبت تیکت جدید' });
    await user.click(within(create).getByRole('button', { name: 'ثبت تیکت' }));
    await within(create).findByRole('alert');
    expect(await violations()).toEqual([]);
  });

  it('the conversation', async () => {
    serve();
    renderTickets({ search: '?ticket=t-1' });
    const detail = await screen.findByRole('dialog', { name: aTicket().title });
    await within(detail).findByRole('log');
    expect(await violations()).toEqual([]);
  });
});
