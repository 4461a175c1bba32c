import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { TICKET_STATUSES } from '@gold/contracts/constants';
import type { TicketStatus } from '@gold/contracts/tickets';
import { TICKET_PARAM } from '../../../shared/config/paths';

const isStatus = (value: string | null): value is TicketStatus => TICKET_STATUSES.includes(value as TicketStatus);
const pageOf = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 ? page : 1;
};

/** Marks the history entry that opening a ticket from the list added, so that closing it can go back. */
const OPENED_HERE = 'ticketOpenedFromList';

/**
 * What /tickets shows lives in the address, so a link (or a notification) opens it: `?status=` filters, `?page=`
 * pages, and `?ticket=<id>` opens that ticket's dialog. Filtering and paging replace the entry; opening a ticket adds
 * one, so the phone's back button closes the dialog, and closing the dialog goes back to where it was opened.
 */
export function useTicketsSearch() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const openedHere = (location.state as Record<string, unknown> | null)?.[OPENED_HERE] === true;
  const requested = params.get('status');
  const status = isStatus(requested) ? requested : null;
  const page = pageOf(params.get('page'));
  const ticketId = params.get(TICKET_PARAM) || null;

  const update = useCallback(
    (changes: Record<string, string | null>, push = false) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null) next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        push ? { state: { [OPENED_HERE]: true } } : { replace: true },
      ),
    [setParams],
  );

  return {
    status,
    page,
    ticketId,
    setStatus: useCallback((next: TicketStatus | null) => update({ status: next, page: null }), [update]),
    setPage: useCallback((next: number) => update({ page: next > 1 ? String(next) : null }), [update]),
    openTicket: useCallback((id: string) => update({ [TICKET_PARAM]: id }, true), [update]),
    closeTicket: useCallback(() => {
      if (openedHere) void navigate(-1);
      else update({ [TICKET_PARAM]: null });
    }, [openedHere, navigate, update]),
  };
}
