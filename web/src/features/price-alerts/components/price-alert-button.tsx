import { useState, type Ref } from 'react';
import Button from '@mui/material/Button';
import AddAlert from '@mui/icons-material/AddAlertOutlined';
import type { AlertSide } from '@gold/contracts/rules/price-alerts';
import { priceAlertsOffered } from '../lib/capability';
import { PRICE_ALERTS_TEXT as TEXT } from '../messages';
import { PriceAlertDialog } from './price-alert-dialog';

type Props = {
  /** The button's words. */
  label?: string;
  side?: AlertSide;
  ref?: Ref<HTMLButtonElement>;
};

/**
 * Opens a new price alert's dialog; the dialog gives the focus back to it when it closes. Nothing at all where the API
 * offers no alerts (config.json's `capabilities.priceAlerts`).
 */
export function PriceAlertButton({ label = TEXT.open, side, ref }: Props) {
  const [session, setSession] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  if (!priceAlertsOffered()) return null;
  return (
    <>
      <Button
        ref={ref}
        size="small"
        variant="outlined"
        startIcon={<AddAlert />}
        aria-haspopup="dialog"
        onClick={() => {
          setSession(crypto.randomUUID());
          setOpen(true);
        }}
        sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
      >
        {label}
      </Button>
      <PriceAlertDialog session={session} open={open} side={side} onClose={() => setOpen(false)} />
    </>
  );
}
