import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import North from '@mui/icons-material/North';
import Paid from '@mui/icons-material/PaidOutlined';
import WorkspacePremium from '@mui/icons-material/WorkspacePremiumOutlined';
import type { WalletView } from '../../../entities/wallets/api/get-wallets';
import { formatAmount } from '../lib/wallet-format';
import { WALLETS_TEXT } from '../messages';
import { AmountText } from './amount-text';

type Props = { wallet: WalletView; hidden: boolean; onDeposit(): void; onWithdraw(): void };

function Figure({ label, value, unit, hidden }: { label: string; value: string; unit: string; hidden: boolean }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
        <AmountText text={value} unit={unit} hidden={hidden} />
      </Typography>
    </Box>
  );
}

/**
 * One wallet (spec 2 section 2): its currency, whether it is active, the total and usable balances, the frozen and
 * credit amounts only when there are any, and deposit and withdraw where the currency allows them.
 */
export function WalletCard({ wallet, hidden, onDeposit, onWithdraw }: Props) {
  const titleId = useId();
  const { currency } = wallet;
  const unit = currency.unit;
  const amount = (value: number) => formatAmount(value, currency.precision);
  const name = currency.name || currency.code;
  return (
    <Card component="article" aria-labelledby={titleId} sx={{ display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flex: 1, display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <Box
            aria-hidden
            sx={{
              display: 'grid',
              placeItems: 'center',
              width: 44,
              height: 44,
              borderRadius: '50%',
              flexShrink: 0,
              bgcolor: 'action.hover',
              color: 'primary.main',
            }}
          >
            {wallet.kind === 'gold' ? <WorkspacePremium /> : <Paid />}
          </Box>
          <Typography id={titleId} component="h2" variant="h3" dir="auto" sx={{ flex: 1, minWidth: 0 }}>
            {name}
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
            <Box
              aria-hidden
              sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: wallet.active ? 'success.main' : 'text.disabled' }}
            />
            <Typography variant="caption" color={wallet.active ? 'success.main' : 'text.secondary'} sx={{ fontWeight: 600 }}>
              {wallet.active ? WALLETS_TEXT.active : WALLETS_TEXT.inactive}
            </Typography>
          </Box>
        </Box>
        <Box>
          <Typography variant="body2" color="text.secondary">
            {WALLETS_TEXT.balance}
          </Typography>
          <Typography component="p" variant="h5" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            <AmountText text={amount(wallet.balance)} unit={unit} hidden={hidden} />
          </Typography>
        </Box>
        <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1 }}>
          <Figure label={WALLETS_TEXT.available} value={amount(wallet.availableBalance)} unit={unit} hidden={hidden} />
          {wallet.frozenAmount > 0 && (
            <Figure label={WALLETS_TEXT.frozen} value={amount(wallet.frozenAmount)} unit={unit} hidden={hidden} />
          )}
          {wallet.creditAmount > 0 && (
            <Figure label={WALLETS_TEXT.credit} value={amount(wallet.creditAmount)} unit={unit} hidden={hidden} />
          )}
        </Box>
      </CardContent>
      {(currency.isChargeable || currency.isWithdrawable) && (
        <CardActions sx={{ px: 2, pb: 2, gap: 1, '& > :not(style) ~ :not(style)': { ml: 0 } }}>
          {currency.isChargeable && (
            <Button
              variant="contained"
              startIcon={<Add />}
              onClick={onDeposit}
              aria-label={WALLETS_TEXT.depositTo(name)}
              sx={{ flex: 1 }}
            >
              {WALLETS_TEXT.deposit}
            </Button>
          )}
          {currency.isWithdrawable && (
            <Button
              variant="outlined"
              startIcon={<North />}
              onClick={onWithdraw}
              aria-label={WALLETS_TEXT.withdrawFrom(name)}
              sx={{ flex: 1 }}
            >
              {WALLETS_TEXT.withdraw}
            </Button>
          )}
        </CardActions>
      )}
    </Card>
  );
}
