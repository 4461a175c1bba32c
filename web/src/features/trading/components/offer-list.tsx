import { memo } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { formatDigits, formatToman } from '../../../shared/lib/format';
import type { Offer } from '../api/get-offers';
import { TRADING_TEXT } from '../messages';

type Props = {
  offers: Offer[];
  /** The offer that executes, by a press or at 0: the best one until the customer picks another. */
  chosenId: string | null;
  bestId: string | null;
  /** The group's label: whose offers these are (sellers on a buy, buyers on a sell). */
  labelId: string;
  onChoose(offerId: string): void;
  disabled?: boolean;
};

/**
 * Every dealer's offer as one single-choice group (radio buttons: arrows move between them, a screen reader hears
 * "n of m"), each with its dealer and price, the best for the customer marked. Memoised: the offers do not change
 * while the dialog's phase does.
 */
export const OfferList = memo(function OfferList({ offers, chosenId, bestId, labelId, onChoose, disabled }: Props) {
  return (
    <RadioGroup
      aria-labelledby={labelId}
      value={chosenId ?? ''}
      onChange={(_event, value) => onChoose(value)}
      sx={{ display: 'grid', gap: 1 }}
    >
      {offers.map((offer, index) => {
        const chosen = offer.id === chosenId;
        const best = offer.id === bestId;
        return (
          <FormControlLabel
            key={offer.id}
            value={offer.id}
            disabled={disabled}
            control={<Radio size="small" />}
            sx={{
              m: 0,
              paddingInlineEnd: 1.5,
              py: 0.5,
              border: 1,
              borderColor: chosen ? 'primary.main' : 'divider',
              bgcolor: chosen ? 'action.selected' : 'transparent',
              borderRadius: 2,
              '& .MuiFormControlLabel-label': { flex: 1, minWidth: 0 },
            }}
            label={
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
                <Typography variant="body2" sx={{ flex: '1 1 8rem', minWidth: 0, fontWeight: chosen ? 700 : 400 }}>
                  {offer.dealerName ?? TRADING_TEXT.offerNumber(formatDigits(index + 1))}
                </Typography>
                {best && <Chip size="small" color="primary" label={TRADING_TEXT.bestOffer} />}
                {/* A price a gram, as the price card says it; never broken between the number and its unit. */}
                <Typography
                  variant="body2"
                  className="tabular-nums"
                  sx={{ fontWeight: chosen ? 700 : 500, whiteSpace: 'nowrap' }}
                >
                  {formatToman(offer.price)} {TRADING_TEXT.perGram}
                </Typography>
              </Box>
            }
          />
        );
      })}
    </RadioGroup>
  );
});
