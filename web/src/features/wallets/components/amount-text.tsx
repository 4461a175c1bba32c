import Box from '@mui/material/Box';
import { VisuallyHidden } from '../../../shared/ui/visually-hidden';
import { WALLETS_TEXT } from '../messages';

/**
 * An amount and its unit, or bullet dots while balances are hidden (screen readers hear 'hidden'). Left to right
 * inside, so a sign stays before its digits.
 */
export function AmountText({ text, unit, hidden }: { text: string; unit: string; hidden: boolean }) {
  if (hidden)
    return (
      <>
        <Box component="span" aria-hidden sx={{ letterSpacing: '0.1em' }}>
          {WALLETS_TEXT.hidden}
        </Box>
        <VisuallyHidden>{WALLETS_TEXT.hiddenForReaders}</VisuallyHidden>
      </>
    );
  return (
    <span className="tabular-nums">
      <bdi dir="ltr">{text}</bdi> {unit}
    </span>
  );
}
