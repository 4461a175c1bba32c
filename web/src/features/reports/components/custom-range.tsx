import { useState } from 'react';
import Box from '@mui/material/Box';
import { AdapterDateFnsJalali } from '@mui/x-date-pickers/AdapterDateFnsJalali';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { faIR } from '@mui/x-date-pickers/locales';
import { REPORT_DAYS } from '@gold/contracts/reports';
import { toAsciiDigits } from '@gold/contracts/rules/digits';
import type { DayRange } from '@gold/contracts/rules/jalali';
import { formatDigits } from '../../../shared/lib/format';
import { rangeProblems, type RangeDraft } from '../lib/period';
import { REPORTS_TEXT } from '../messages';

const TEXT = REPORTS_TEXT.customRange;
const localeText = faIR.components.MuiLocalizationProvider.defaultProps.localeText;
/** '۱۰ آبان ۱۴۰۵' for the calendar button's name, where date-fns-jalali's 'PPP' says '۱۰-ام آبان ۱۴۰۵'. */
const DATE_FORMATS = { fullDate: 'd MMMM yyyy' };

/**
 * The Jalali adapter with Persian digits in the field too (date-fns-jalali writes ASCII digits, and the field shows
 * whatever the adapter writes). The field then turns a typed ASCII digit into its Persian one; what it reads back is
 * parsed in ASCII. The year's length is given: MUI finds a year's leading zeros by looking for an ASCII '0'.
 */
class PersianDigitsAdapter extends AdapterDateFnsJalali {
  constructor(...args: ConstructorParameters<typeof AdapterDateFnsJalali>) {
    super(...args);
    const { formatByString, parse } = this;
    this.formatByString = (value, format) => formatDigits(formatByString(value, format));
    this.parse = (value, format) => parse(toAsciiDigits(value), format);
    this.formatTokenMap = { ...this.formatTokenMap, yyyy: { sectionType: 'year', contentType: 'digit', maxLength: 4 } };
  }
}

/**
 * A Tehran day as the picker's date: that Gregorian day at local midnight, whatever the browser's zone, so the
 * calendar shows the same Jalali day. Back again by the local parts.
 */
const toDate = (day: string) => {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y, m - 1, d);
};
const toDay = (date: Date | null): string | null => {
  if (!date || Number.isNaN(date.getTime())) return null;
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

/**
 * The custom period: two Jalali date pickers (the range picker is not free). The report follows as soon as both ends
 * make a range the API takes; until then each faulty end says what is wrong, in Persian. Its own chunk, with the
 * pickers and the calendar, loaded when the customer chooses a custom range.
 */
export default function CustomRange({
  range,
  today,
  onChange,
}: {
  range: DayRange;
  today: string;
  onChange: (next: DayRange) => void;
}) {
  const [draft, setDraft] = useState<RangeDraft>(range);
  const problems = rangeProblems(draft, today);

  const pick = (end: keyof RangeDraft) => (date: Date | null) => {
    const next = { ...draft, [end]: toDay(date) };
    setDraft(next);
    if (Object.keys(rangeProblems(next, today)).length === 0) onChange({ from: next.from!, to: next.to! });
  };

  const picker = (end: keyof RangeDraft) => {
    const problem = problems[end];
    return (
      <DatePicker
        label={TEXT[end]}
        value={draft[end] ? toDate(draft[end]) : null}
        onChange={pick(end)}
        minDate={toDate(end === 'to' && draft.from && !problems.from ? draft.from : REPORT_DAYS.min)}
        maxDate={toDate(end === 'from' && draft.to && !problems.to ? draft.to : today)}
        slotProps={{
          textField: {
            name: `report-${end}`,
            error: Boolean(problem),
            helperText: problem ? TEXT.problems[problem] : ' ',
            sx: { minWidth: 200, flex: '1 1 200px' },
          },
        }}
      />
    );
  };

  return (
    <LocalizationProvider dateAdapter={PersianDigitsAdapter} localeText={localeText} dateFormats={DATE_FORMATS}>
      <Box role="group" aria-label={TEXT.label} sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 1, maxWidth: 560 }}>
        {picker('from')}
        {picker('to')}
      </Box>
    </LocalizationProvider>
  );
}
