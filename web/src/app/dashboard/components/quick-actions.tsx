import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import AddCard from '@mui/icons-material/AddCardOutlined';
import RemoveShoppingCart from '@mui/icons-material/SellOutlined';
import ShoppingCart from '@mui/icons-material/ShoppingCartOutlined';
import Payments from '@mui/icons-material/PaymentsOutlined';
import { paths } from '../../../shared/config/paths';
import { DASHBOARD_TEXT } from '../messages';
import { DashboardCard } from './dashboard-card';

const TEXT = DASHBOARD_TEXT.actions;
export const ACTIONS_CARD_HEIGHT = 180;

/** Each action opens its screen in the right mode: the trading form's side, or the Toman wallet's dialog. */
export function QuickActions() {
  const actions = [
    { label: TEXT.buy, to: paths.app.trading.href('buy'), icon: <ShoppingCart />, color: 'success' as const },
    { label: TEXT.sell, to: paths.app.trading.href('sell'), icon: <RemoveShoppingCart />, color: 'error' as const },
    { label: TEXT.deposit, to: paths.app.wallets.action('deposit'), icon: <AddCard />, color: 'primary' as const },
    { label: TEXT.withdraw, to: paths.app.wallets.action('withdraw'), icon: <Payments />, color: 'primary' as const },
  ];
  return (
    <DashboardCard id="actions-title" title={TEXT.title} minHeight={ACTIONS_CARD_HEIGHT}>
      <Box
        component="nav"
        aria-labelledby="actions-title"
        sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}
      >
        {actions.map((action) => (
          <Button
            key={action.label}
            component={RouterLink}
            to={action.to}
            variant="outlined"
            color={action.color}
            startIcon={action.icon}
            sx={{ py: 1.5, justifyContent: 'flex-start' }}
          >
            {action.label}
          </Button>
        ))}
      </Box>
    </DashboardCard>
  );
}
