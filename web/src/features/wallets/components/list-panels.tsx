import Box from '@mui/material/Box';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import ReceiptLong from '@mui/icons-material/ReceiptLongOutlined';
import SouthWest from '@mui/icons-material/SouthWest';
import NorthEast from '@mui/icons-material/NorthEast';
import SwapVert from '@mui/icons-material/SwapVert';
import type { ReactNode } from 'react';
import { useDepositRequests } from '../../../entities/wallets/api/get-deposit-requests';
import { useTransactions } from '../../../entities/wallets/api/get-transactions';
import type { WalletView } from '../../../entities/wallets/api/get-wallets';
import { useWithdrawRequests } from '../../../entities/wallets/api/get-withdraw-requests';
import { formatDigits, formatPersianDateTime } from '../../../shared/lib/format';
import { currencyDisplay, formatAmount, formatSigned, maskIban } from '../lib/wallet-format';
import { WALLETS_TEXT } from '../messages';
import { AmountText } from './amount-text';
import { PagedPanel } from './paged-panel';
import { ReceiptLink } from './receipt-link';
import { StatusChip } from './status-chip';
import { MaskedIban } from '../../../shared/ui/masked-iban';

/** One row: what it is and its amount, then the detail and the status, then when. */
function Row({
  title,
  amount,
  detail,
  status,
  time,
}: {
  title: ReactNode;
  amount: ReactNode;
  detail?: ReactNode;
  status: ReactNode;
  time: string;
}) {
  return (
    <ListItem
      divider
      sx={{
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr) auto',
        columnGap: 2,
        rowGap: 0.5,
        alignItems: 'center',
        py: 1.5,
      }}
    >
      <Box sx={{ minWidth: 0, fontWeight: 600 }}>{title}</Box>
      <Typography component="div" variant="body2" sx={{ fontWeight: 700, textAlign: 'end' }}>
        {amount}
      </Typography>
      <Typography component="div" variant="body2" color="text.secondary" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        {detail}
      </Typography>
      <Box sx={{ justifySelf: 'end' }}>{status}</Box>
      <Typography variant="caption" color="text.secondary" sx={{ gridColumn: '1 / -1' }}>
        <time dateTime={time}>{formatPersianDateTime(time)}</time>
      </Typography>
    </ListItem>
  );
}

type PanelProps = { page: number; onPage(page: number): void; hidden: boolean };

/** Which way the money or gold went: a buy takes Toman out and brings gold in, so the amount's sign says, not the type. */
function directionIcon(amount: number) {
  if (amount > 0) return <SouthWest fontSize="small" color="success" />;
  if (amount < 0) return <NorthEast fontSize="small" color="error" />;
  return <SwapVert fontSize="small" color="action" />;
}

/** Transactions: type, description, time, the signed amount coloured by direction, and the status. */
export function TransactionsPanel({ page, onPage, hidden, wallets }: PanelProps & { wallets: readonly WalletView[] }) {
  const query = useTransactions(page);
  return (
    <PagedPanel kind="transactions" query={query} page={page} onPage={onPage} emptyIcon={<SwapVert />}>
      {(t) => {
        const { precision, unit } = currencyDisplay(t.currency, wallets);
        // A hold released whole moved nothing: it is shown without a sign or a direction, not as money that left.
        const released = t.status === 'released';
        const direction = released ? 0 : t.amount;
        const tone = direction > 0 ? 'success.main' : direction < 0 ? 'error.main' : 'text.primary';
        return (
          <Row
            key={t.id}
            title={
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
                <Box component="span" aria-hidden sx={{ display: 'inline-flex' }}>
                  {directionIcon(direction)}
                </Box>
                {/* A released hold is named for what happened to the money; its description says what held it. */}
                <bdi>
                  {released
                    ? WALLETS_TEXT.releasedHold
                    : (WALLETS_TEXT.transactionType[t.type] ?? (t.type || WALLETS_TEXT.otherTransaction))}
                </bdi>
              </Box>
            }
            amount={
              <Box component="span" sx={{ color: hidden ? 'text.primary' : tone }}>
                {released ? (
                  <AmountText text={formatAmount(Math.abs(t.amount), precision)} unit={unit} hidden={hidden} />
                ) : (
                  <AmountText text={formatSigned(t.amount, precision)} unit={unit} hidden={hidden} signed />
                )}
              </Box>
            }
            detail={t.description && <bdi dir="auto">{t.description}</bdi>}
            status={<StatusChip label={WALLETS_TEXT.transactionStatus[t.status]} status={t.status} />}
            time={t.createdAt}
          />
        );
      }}
    </PagedPanel>
  );
}

/** Deposit requests: the method, amount, deposit ID, receipt, description, time and status. */
export function DepositRequestsPanel({ page, onPage, hidden }: PanelProps) {
  const query = useDepositRequests(page);
  return (
    <PagedPanel kind="deposit-requests" query={query} page={page} onPage={onPage} emptyIcon={<ReceiptLong />}>
      {(d) => (
        <Row
          key={d.id}
          title={d.method ? WALLETS_TEXT.depositMethod[d.method] : WALLETS_TEXT.unknownMethod}
          amount={<AmountText text={formatAmount(d.amount, 0)} unit={WALLETS_TEXT.toman} hidden={hidden} />}
          detail={
            <Box sx={{ display: 'grid', gap: 0.25 }}>
              {d.depositReferenceId && (
                <span>
                  {WALLETS_TEXT.referenceLabel}:{' '}
                  <Box component="bdi" dir="ltr" className="tabular-nums" sx={{ whiteSpace: 'nowrap' }}>
                    {d.depositReferenceId}
                  </Box>
                </span>
              )}
              {d.description && <bdi dir="auto">{d.description}</bdi>}
              {d.receiptUrl && (
                <span>
                  <ReceiptLink url={d.receiptUrl} />
                </span>
              )}
            </Box>
          }
          status={<StatusChip label={WALLETS_TEXT.depositStatus[d.status]} status={d.status} />}
          time={d.createdAt}
        />
      )}
    </PagedPanel>
  );
}

/** Withdraw requests: the destination account, amount, holder, the support note, time and status. */
export function WithdrawRequestsPanel({ page, onPage, hidden }: PanelProps) {
  const query = useWithdrawRequests(page);
  return (
    <PagedPanel kind="withdraw-requests" query={query} page={page} onPage={onPage} emptyIcon={<ReceiptLong />}>
      {(w) => {
        const { bankName, iban, accountNumber, accountHolder } = w.destinationInfo;
        return (
          <Row
            key={w.id}
            title={
              <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1 }}>
                <bdi>{bankName || WALLETS_TEXT.destination}</bdi>
                <Typography component="bdi" dir="ltr" variant="body2" color="text.secondary" className="tabular-nums">
                  {iban ? <MaskedIban iban={iban}>{maskIban(iban)}</MaskedIban> : formatDigits(accountNumber)}
                </Typography>
              </Box>
            }
            amount={<AmountText text={formatAmount(w.amount, 0)} unit={WALLETS_TEXT.toman} hidden={hidden} />}
            detail={
              <Box sx={{ display: 'grid', gap: 0.25 }}>
                {accountHolder && (
                  <span>
                    {WALLETS_TEXT.accountHolder}: <bdi>{accountHolder}</bdi>
                  </span>
                )}
                {w.adminNote && (
                  <span>
                    {WALLETS_TEXT.adminNote}: <bdi dir="auto">{w.adminNote}</bdi>
                  </span>
                )}
              </Box>
            }
            status={<StatusChip label={WALLETS_TEXT.withdrawStatus[w.status]} status={w.status} />}
            time={w.createdAt}
          />
        );
      }}
    </PagedPanel>
  );
}
