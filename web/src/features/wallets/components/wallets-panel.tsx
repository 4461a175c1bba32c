import type { UseQueryResult } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import AccountBalanceWallet from '@mui/icons-material/AccountBalanceWalletOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import Typography from '@mui/material/Typography';
import Button from '@mui/material/Button';
import Refresh from '@mui/icons-material/Refresh';
import type { WalletView } from '../../../entities/wallets/api/get-wallets';
import { errorStatusOf } from '../../../shared/api/errors';
import { WALLETS_TEXT } from '../messages';
import { ListEmpty, ListLoading } from './list-states';
import { WalletCard } from './wallet-card';

const GRID = { display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } } as const;

type Props = {
  wallets: UseQueryResult<WalletView[]>;
  hidden: boolean;
  onDeposit(wallet: WalletView): void;
  onWithdraw(wallet: WalletView): void;
};

/** The wallets tab: a card per wallet, or the empty state, or a full error card (spec 2 sections 2 and 8). */
export function WalletsPanel({ wallets, hidden, onDeposit, onWithdraw }: Props) {
  if (wallets.isPending) return <ListLoading label={WALLETS_TEXT.walletsLoading} rows={2} height={200} />;

  if (wallets.isError && !wallets.data) {
    const message = errorStatusOf(wallets.error) === 404 ? WALLETS_TEXT.walletsUnavailable : WALLETS_TEXT.walletsFailed;
    return (
      <Paper variant="outlined" role="alert" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
        <ErrorOutline color="error" sx={{ fontSize: 48, mb: 1 }} aria-hidden />
        <Typography sx={{ fontWeight: 600, mb: 2 }}>{message}</Typography>
        <Button
          variant="contained"
          startIcon={<Refresh />}
          onClick={() => void wallets.refetch()}
          loading={wallets.isFetching}
          loadingPosition="start"
        >
          {WALLETS_TEXT.reload}
        </Button>
      </Paper>
    );
  }

  const list = wallets.data ?? [];
  if (list.length === 0)
    return (
      <Paper variant="outlined">
        <ListEmpty icon={<AccountBalanceWallet />} title={WALLETS_TEXT.walletsEmpty} hint={WALLETS_TEXT.walletsEmptyHint} />
      </Paper>
    );

  return (
    <Box sx={GRID}>
      {list.map((wallet) => (
        <WalletCard
          key={wallet.id}
          wallet={wallet}
          hidden={hidden}
          onDeposit={() => onDeposit(wallet)}
          onWithdraw={() => onWithdraw(wallet)}
        />
      ))}
    </Box>
  );
}
