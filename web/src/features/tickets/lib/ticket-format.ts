import { formatPersianDateTime } from '../../../shared/lib/format';

/** A Jalali date and the Tehran time, or nothing for a time the provider did not give (Intl throws on it). */
export const formatTicketTime = (iso: string | null): string => {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : formatPersianDateTime(date);
};
