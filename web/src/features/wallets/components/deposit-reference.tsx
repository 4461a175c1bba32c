import { useEffect, useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Check from '@mui/icons-material/Check';
import ContentCopy from '@mui/icons-material/ContentCopyOutlined';
import { toast } from '../../../shared/ui/toast';
import { COPY_CONFIRMATION_MS } from '@gold/contracts/constants';
import { VisuallyHidden } from '../../../shared/ui/visually-hidden';
import { WALLETS_TEXT } from '../messages';

/** The deposit ID to write in a bank transfer's description, with a copy button that confirms for 2 s. */
export function DepositReference({ reference }: { reference: string }) {
  const labelId = useId();
  // A count rather than a flag, so a second copy restarts the 2 s; null once the confirmation is over.
  const [copy, setCopy] = useState<number | null>(null);
  const copied = copy !== null;

  useEffect(() => {
    if (copy === null) return;
    const timer = window.setTimeout(() => setCopy(null), COPY_CONFIRMATION_MS);
    return () => window.clearTimeout(timer);
  }, [copy]);

  const copyReference = async () => {
    try {
      await navigator.clipboard.writeText(reference);
      setCopy((n) => (n ?? 0) + 1);
    } catch (error) {
      console.info('copy failed', error);
      toast.error(WALLETS_TEXT.copyFailed);
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: 2, bgcolor: 'action.hover', display: 'grid', gap: 1 }}>
      <Typography id={labelId} variant="subtitle2" component="h3">
        {WALLETS_TEXT.depositIdTitle}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Typography
          component="bdi"
          dir="ltr"
          aria-labelledby={labelId}
          sx={{
            fontFamily: 'monospace',
            fontSize: '1.15rem',
            fontWeight: 700,
            letterSpacing: '0.04em',
            overflowWrap: 'anywhere',
          }}
        >
          {reference}
        </Typography>
        <Button
          size="small"
          variant={copied ? 'contained' : 'outlined'}
          color={copied ? 'success' : 'primary'}
          startIcon={copied ? <Check /> : <ContentCopy />}
          onClick={() => void copyReference()}
        >
          {copied ? WALLETS_TEXT.copied : WALLETS_TEXT.copyDepositId}
        </Button>
        <VisuallyHidden live="polite">{copied ? WALLETS_TEXT.copiedAnnouncement : ''}</VisuallyHidden>
      </Box>
      <Typography variant="body2" color="text.secondary">
        {WALLETS_TEXT.depositIdHint}
      </Typography>
    </Paper>
  );
}
