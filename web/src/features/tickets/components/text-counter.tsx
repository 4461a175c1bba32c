import Box from '@mui/material/Box';
import { VisuallyHidden } from '../../../shared/ui/visually-hidden';
import { COUNTER_WARNING, TICKETS_TEXT } from '../messages';

/**
 * A field's helper line: its message (an error or a hint) at the start, and 'n / ۲٬۰۰۰' at the end. The counter is
 * read with the field's description, not announced as it changes.
 */
export function CounterHelper({ message, length, max }: { message?: string; length: number; max: number }) {
  return (
    <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
      <span>{message ?? ''}</span>
      <Box component="span" className="tabular-nums" sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}>
        {TICKETS_TEXT.counter(length, max)}
      </Box>
    </Box>
  );
}

/**
 * Said politely, and only near the limit: one sentence when fewer than 100 characters are left and one at the limit,
 * so a screen reader hears at most two announcements however long the text.
 */
export function LimitAnnouncement({ length, max }: { length: number; max: number }) {
  const left = max - length;
  let text = '';
  if (left <= 0) text = TICKETS_TEXT.atLimit(max);
  else if (left < COUNTER_WARNING) text = TICKETS_TEXT.nearLimit(COUNTER_WARNING);
  return <VisuallyHidden live="polite">{text}</VisuallyHidden>;
}
