import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Visibility from '@mui/icons-material/VisibilityOutlined';
import VisibilityOff from '@mui/icons-material/VisibilityOffOutlined';
import { WALLET_POLL_MS } from '@gold/contracts/constants';
import { findWallet, walletsQueryOptions, type WalletView } from '../../../entities/wallets/api/get-wallets';
import {
  isWalletAction,
  isWalletsTab,
  paths,
  WALLET_ACTION_PARAM,
  WALLETS_TABS,
  type WalletsTab,
} from '../../../shared/config/paths';
import { PageTitle } from '../../../shared/ui/page-title';
import { DepositDialog, type DepositSession } from '../components/deposit-dialog';
import { DepositRequestsPanel, TransactionsPanel, WithdrawRequestsPanel } from '../components/list-panels';
import type { ListTab } from '../components/paged-panel';
import { WalletsPanel } from '../components/wallets-panel';
import { WithdrawDialog, type WithdrawSession } from '../components/withdraw-dialog';
import { WALLETS_TEXT } from '../messages';

const tabId = (tab: WalletsTab) => `wallets-tab-${tab}`;
const panelId = (tab: WalletsTab) => `wallets-tabpanel-${tab}`;

type Dialogs = { kind: 'deposit'; session: DepositSession } | { kind: 'withdraw'; session: WithdrawSession };

/**
 * /wallets (spec 2 section 2): the wallet cards, transactions, deposit and withdraw requests in four tabs, the tab
 * kept in the address (?tab=), and the deposit and withdraw dialogs. The wallets poll every 30 s; the lists poll
 * themselves, and a `wallet-update` refreshes both (entities/wallets). `?action=deposit|withdraw` (the dashboard's
 * quick actions) opens that dialog for the Toman wallet once the wallets are in, then leaves the address.
 */
export default function WalletsRoute() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const requested = params.get('tab');
  const tab: WalletsTab = isWalletsTab(requested) ? requested : WALLETS_TABS[0];
  const wallets = useQuery({ ...walletsQueryOptions(), refetchInterval: WALLET_POLL_MS });
  const [hidden, setHidden] = useState(false);
  const [pages, setPages] = useState<Record<ListTab, number>>({
    transactions: 1,
    'deposit-requests': 1,
    'withdraw-requests': 1,
  });
  const [dialog, setDialog] = useState<Dialogs | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);

  const pageOf = (list: ListTab) => ({
    page: pages[list],
    onPage: (page: number) => setPages((current) => ({ ...current, [list]: page })),
  });
  const open = (kind: Dialogs['kind'], wallet: WalletView) => {
    setDialog({ kind, session: { id: crypto.randomUUID(), wallet } } as Dialogs);
    setDialogOpen(true);
  };
  const closeDialog = useCallback(() => setDialogOpen(false), []);

  // The address asks once: the dialog opens while rendering (no extra paint), and the parameter then leaves the address.
  const action = params.get(WALLET_ACTION_PARAM);
  const toman = wallets.data ? findWallet(wallets.data, 'money') : null;
  const [actionTaken, setActionTaken] = useState<string | null>(null);
  if (isWalletAction(action) && toman && actionTaken !== action) {
    setActionTaken(action);
    setDialog({ kind: action, session: { id: crypto.randomUUID(), wallet: toman } } as Dialogs);
    setDialogOpen(true);
  } else if (!action && actionTaken) setActionTaken(null);
  useEffect(() => {
    if (isWalletAction(action) && actionTaken === action) void navigate(paths.app.wallets.href(), { replace: true });
  }, [action, actionTaken, navigate]);

  let content;
  if (tab === 'wallets')
    content = (
      <WalletsPanel
        wallets={wallets}
        hidden={hidden}
        onDeposit={(wallet) => open('deposit', wallet)}
        onWithdraw={(wallet) => open('withdraw', wallet)}
      />
    );
  else if (tab === 'transactions') content = <TransactionsPanel {...pageOf(tab)} hidden={hidden} wallets={wallets.data ?? []} />;
  else if (tab === 'deposit-requests') content = <DepositRequestsPanel {...pageOf(tab)} hidden={hidden} />;
  else content = <WithdrawRequestsPanel {...pageOf(tab)} hidden={hidden} />;

  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <PageTitle>{WALLETS_TEXT.pageTitle}</PageTitle>
        <Button
          variant="outlined"
          color="inherit"
          aria-pressed={hidden}
          startIcon={hidden ? <Visibility /> : <VisibilityOff />}
          onClick={() => setHidden((h) => !h)}
        >
          {WALLETS_TEXT.hideBalances}
        </Button>
      </Box>
      <Tabs
        value={tab}
        onChange={(_event, next: WalletsTab) => void navigate(paths.app.wallets.href(next), { replace: true })}
        aria-label={WALLETS_TEXT.tabsLabel}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {WALLETS_TABS.map((t) => (
          <Tab key={t} value={t} label={WALLETS_TEXT.tabs[t]} id={tabId(t)} aria-controls={panelId(t)} />
        ))}
      </Tabs>
      {WALLETS_TABS.map((t) => (
        <Box key={t} role="tabpanel" id={panelId(t)} aria-labelledby={tabId(t)} hidden={t !== tab}>
          {t === tab && content}
        </Box>
      ))}
      <DepositDialog
        session={dialog?.kind === 'deposit' ? dialog.session : null}
        open={dialogOpen && dialog?.kind === 'deposit'}
        onClose={closeDialog}
      />
      <WithdrawDialog
        session={dialog?.kind === 'withdraw' ? dialog.session : null}
        open={dialogOpen && dialog?.kind === 'withdraw'}
        onClose={closeDialog}
      />
    </>
  );
}
