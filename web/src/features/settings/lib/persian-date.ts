import { formatPersianDate } from '../../../shared/lib/format';

/** A request date in the Persian calendar; a value the provider spelled oddly is shown as a dash, not a crash. */
export function requestDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : formatPersianDate(date);
}
