import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { fakeSocket } from '../../../test/fake-socket';
import { renderRoute } from '../../../test/render';
import TicketsRoute from '../routes/tickets';

/** /tickets (with `search`, e.g. '?ticket=t-1'), connected to a fake socket. */
export function renderTickets({ search = '' } = {}) {
  const realtime = fakeSocket();
  const rendered = renderRoute(<TicketsRoute />, { url: `/tickets${search}`, path: '/tickets', socket: realtime });
  return { ...rendered, realtime };
}
export type Rendered = ReturnType<typeof renderTickets>;

export const findCard = (title: string) => screen.findByRole('article', { name: title });
export const cards = () => within(screen.getByRole('list', { name: 'فهرست تیکت‌ها' })).getAllByRole('article');
export const tile = (label: string) => screen.getByRole('group', { name: label });
export const dialogNamed = (name: string) => screen.getByRole('dialog', { name });
export const dialogClosed = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
export const headerButton = (name: 'تیکت جدید' | 'بروزرسانی') => screen.getAllByRole('button', { name })[0];
