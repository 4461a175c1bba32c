import type { PriceHistoryRange } from '@gold/contracts/prices';
import { formatDigits, formatTehranTime, JALALI_MONTHS, tehranParts } from '../../../shared/lib/format';

/** The price chart's axis labels per range, as fa-IR's Persian calendar writes them: ۰۹:۳۰, دوشنبه ۲م, ۲ آذر, آذر ۰۵. */
export function formatTick(range: PriceHistoryRange, date: Date): string {
  if (range === '1d') return formatTehranTime(date);
  const { year, month, day, weekday } = tehranParts(date);
  switch (range) {
    case '1w':
      return `${weekday} ${formatDigits(day)}م`;
    case '1m':
      return `${formatDigits(day)} ${JALALI_MONTHS[month - 1]}`;
    case '1y':
      return `${JALALI_MONTHS[month - 1]} ${formatDigits(String(year % 100).padStart(2, '0'))}`;
  }
}
