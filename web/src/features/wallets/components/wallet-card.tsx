import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import North from '@mui/icons-material/North';
import Payments from '@mui/icons-material/PaymentsOutlined';
import WorkspacePremium from '@mui/icons-material/WorkspacePremiumOutlined';
import { mgToGrams } from '@gold/contracts/money';
import { tradeTotal } from '@gold/contracts/rules/trading';
import { useOpenTrade, type OpenTrade } from '../../../entities/trades/api/get-open-trade';
import type { WalletView } from '../../../entities/wallets/api/get-wallets';
import { paths } from '../../../shared/config/paths';
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

const FROZEN_TEXT = WALLETS_TEXT.frozenFor;

/** The open trade request's hold in this wallet (Toman on a buy, gold on a sell), in the wallet's unit; else null. */
function tradeHoldIn(wallet: WalletView, trade: OpenTrade | null | undefined): number | null {
  if (!trade) return null;
  if (trade.side === 'buy' && wallet.kind === 'money') return tradeTotal(trade.mg, trade.price);
  if (trade.side === 'sell' && wallet.kind === 'gold') return mgToGrams(trade.mg);
  return null;
}

/**
 * Says what holds the frozen amount, truthfully: an open trade request (with a way back to it) when there is one in
 * this wallet's currency, else a neutral wording.
 */
type ReasonProps = { wallet: WalletView; frozenText: string; unit: string; hidden: boolean };
function FrozenReason({ wallet, frozenText, unit, hidden }: ReasonProps) {
  const openTrade = useOpenTrade();
  const trade = openTrade.data;
  const hold = tradeHoldIn(wallet, trade);
  if (hold === null || !trade) {
    return (
      <Typography variant="caption" color="text.secondary">
        {FROZEN_TEXT.other}
      </Typography>
    );
  }
  const whole = hold >= wallet.frozenAmount;
  const amount = `${whole ? frozenText : formatAmount(hold, wallet.currency.precision)} ${unit}`;
  let text;
  if (hidden) text = FROZEN_TEXT.tradeHidden(trade.side);
  else if (whole) text = FROZEN_TEXT.trade(amount, trade.side);
  else text = FROZEN_TEXT.tradePart(amount, trade.side);
  return (
    <Box sx={{ display: 'grid', gap: 0.5, justifyItems: 'start' }}>
      <Typography variant="caption" color="text.secondary">
        {text}
      </Typography>
      <Button size="small" component={RouterLink} to={paths.app.trading.path}>
        {FROZEN_TEXT.resume}
      </Button>
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
            {wallet.kind === 'gold' ? <WorkspacePremium /> : <Payments />}
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
        {wallet.frozenAmount > 0 && (
          <FrozenReason wallet={wallet} frozenText={amount(wallet.frozenAmount)} unit={unit} hidden={hidden} />
        )}
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
