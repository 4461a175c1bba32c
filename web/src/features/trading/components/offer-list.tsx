import { memo } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import Storefront from '@mui/icons-material/Storefront';
import { formatToman } from '../../../shared/lib/format';
import type { Offer } from '../api/trade-api';
import { TRADING_TEXT } from '../messages';

/** Every dealer's offer, the chosen (best) one marked. Memoised: the offers do not change while the dialog's phase does. */
export const OfferList = memo(function OfferList({ offers, chosenId }: { offers: Offer[]; chosenId: string | null }) {
  return (
    <List dense disablePadding aria-label={TRADING_TEXT.offersTitle} sx={{ display: 'grid', gap: 1 }}>
      {offers.map((offer, index) => {
        const chosen = offer.id === chosenId;
        return (
          <ListItem
            key={offer.id}
            aria-current={chosen ? 'true' : undefined}
            sx={{
              border: 1,
              borderColor: chosen ? 'primary.main' : 'divider',
              bgcolor: chosen ? 'action.selected' : 'transparent',
              borderRadius: 2,
              gap: 1.5,
              flexWrap: 'wrap',
            }}
          >
            <Storefront fontSize="small" color={chosen ? 'primary' : 'action'} aria-hidden />
            <Box sx={{ flex: '1 1 8rem', minWidth: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: chosen ? 700 : 400 }}>
                {offer.dealerName ?? `${TRADING_TEXT.offersTitle} ${index + 1}`}
              </Typography>
            </Box>
            {chosen && <Chip size="small" color="primary" label={TRADING_TEXT.bestOffer} />}
            <Typography variant="body2" className="tabular-nums" sx={{ fontWeight: chosen ? 700 : 500 }}>
              {formatToman(offer.price)} {TRADING_TEXT.toman}
            </Typography>
          </ListItem>
        );
      })}
    </List>
  );
});
