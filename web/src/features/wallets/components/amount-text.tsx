import Box from '@mui/material/Box';
import { VisuallyHidden } from '../../../shared/ui/visually-hidden';
import { WALLETS_TEXT } from '../messages';

/**
 * An amount and its unit, or bullet dots while balances are hidden (screen readers hear 'hidden'). The figure is
 * isolated from the text around it; a signed one runs right to left, so its sign is read first, as in
 * '−۱۹٬۵۸۵٬۰۰۰ تومان'.
 */
export function AmountText({
  text,
  unit,
  hidden,
  signed = false,
}: {
  text: string;
  unit: string;
  hidden: boolean;
  signed?: boolean;
}) {
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
      <bdi dir={signed ? 'rtl' : 'ltr'}>{text}</bdi> {unit}
    </span>
  );
}
