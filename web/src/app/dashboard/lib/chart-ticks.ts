import type { PriceHistoryRange } from '@gold/contracts/prices';
import { toPersianDigits } from '@gold/contracts/rules/digits';
import { formatTehranTime, JALALI_MONTHS, tehranParts } from '../../../shared/lib/format';

const digits = (n: number) => toPersianDigits(String(n));

/** The price chart's axis labels per range, as fa-IR's Persian calendar writes them: ۰۹:۳۰, دوشنبه ۲م, ۲ آذر, آذر ۰۵. */
export function formatTick(range: PriceHistoryRange, date: Date): string {
  const { year, month, day, weekday } = tehranParts(date);
  switch (range) {
    case '1d':
      return formatTehranTime(date);
    case '1w':
      return `${weekday} ${digits(day)}م`;
    case '1m':
      return `${digits(day)} ${JALALI_MONTHS[month - 1]}`;
    case '1y':
      return `${JALALI_MONTHS[month - 1]} ${toPersianDigits(String(year % 100).padStart(2, '0'))}`;
  }
}
