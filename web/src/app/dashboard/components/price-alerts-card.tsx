import { useRef } from 'react';
import Box from '@mui/material/Box';
import { PriceAlertButton } from '../../../features/price-alerts/components/price-alert-button';
import { PriceAlertCount, PriceAlertList } from '../../../features/price-alerts/components/price-alert-list';
import { priceAlertsOffered } from '../../../features/price-alerts/lib/capability';
import { PRICE_ALERTS_TEXT } from '../../../features/price-alerts/messages';
import { DashboardCard } from './dashboard-card';

export const PRICE_ALERTS_CARD_HEIGHT = 180;

/** The customer's price alerts, with a new one at hand; nothing where the API offers none (config.json). */
export function PriceAlertsCard() {
  const add = useRef<HTMLButtonElement>(null);
  if (!priceAlertsOffered()) return null;
  return (
    <DashboardCard
      id="price-alerts-title"
      title={PRICE_ALERTS_TEXT.title}
      minHeight={PRICE_ALERTS_CARD_HEIGHT}
      action={<PriceAlertButton ref={add} label={PRICE_ALERTS_TEXT.add} />}
    >
      <Box sx={{ display: 'grid', gap: 1 }}>
        <PriceAlertCount />
        <PriceAlertList focusAfterDelete={add} />
      </Box>
    </DashboardCard>
  );
}
