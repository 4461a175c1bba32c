import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import AccountBalance from '@mui/icons-material/AccountBalanceOutlined';
import type { BankAccount } from '@gold/contracts/bank-accounts';
import { BANK_VERIFICATION_DAYS, MAX_BANK_ACCOUNTS } from '@gold/contracts/constants';
import { formatAccountNumber } from '@gold/contracts/rules/account-number';
import { LoadError } from '../../../shared/ui/load-error';
import { formatDigits } from '../../../shared/lib/format';
import { useSession } from '../../../shared/session/session-context';
import { useBankAccounts } from '../../../entities/bank-accounts/api/get-bank-accounts';
import { useDeleteBankAccount } from '../api/delete-bank-account';
import { SETTINGS_TEXT } from '../messages';
import { accountStatus, BankAccountCard } from './bank-account-card';
import { BankAccountDialog } from './bank-account-dialog';
import { ConfirmDialog } from './confirm-dialog';

const GRID = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
};

/** Bank accounts: the add button, the cards, the counts and the rules (spec 1 section 2, Settings). */
export function BankSection() {
  const { user } = useSession();
  const accounts = useBankAccounts();
  const limitId = useId();
  const [editing, setEditing] = useState<BankAccount | 'new' | null>(null);
  const [deleting, setDeleting] = useState<BankAccount | null>(null);
  const remove = useDeleteBankAccount({ onSettled: () => setDeleting(null) });

  const list = accounts.data ?? [];
  const atLimit = list.length >= MAX_BANK_ACCOUNTS;
  const verified = list.filter((a) => accountStatus(a.status) === 'verified').length;
  const pending = list.filter((a) => accountStatus(a.status) === 'pending').length;

  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', flex: 1 }}>
          {accounts.data && (
            <>
              <Chip variant="outlined" label={SETTINGS_TEXT.bankCount(formatDigits(list.length))} />
              <Chip variant="outlined" color="success" label={SETTINGS_TEXT.bankCountVerified(formatDigits(verified))} />
              <Chip variant="outlined" color="warning" label={SETTINGS_TEXT.bankCountPending(formatDigits(pending))} />
            </>
          )}
        </Box>
        <Box sx={{ textAlign: 'end' }}>
          <Button
            variant="contained"
            startIcon={<Add />}
            onClick={() => setEditing('new')}
            disabled={!accounts.data || atLimit}
            aria-describedby={atLimit ? limitId : undefined}
          >
            {SETTINGS_TEXT.addBank}
          </Button>
          {atLimit && (
            <Typography id={limitId} variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {SETTINGS_TEXT.bankLimit}
            </Typography>
          )}
        </Box>
      </Box>

      {accounts.isPending ? (
        <Box role="status" aria-label={SETTINGS_TEXT.bankLoading} sx={GRID}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={180} />
          ))}
        </Box>
      ) : !accounts.data ? (
        <LoadError
          message={SETTINGS_TEXT.bankLoadFailed}
          onRetry={() => void accounts.refetch()}
          retrying={accounts.isFetching}
        />
      ) : list.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <AccountBalance color="disabled" sx={{ fontSize: 48 }} aria-hidden />
          <Typography sx={{ fontWeight: 600, mt: 1 }}>{SETTINGS_TEXT.bankEmpty}</Typography>
          <Typography variant="body2" color="text.secondary">
            {SETTINGS_TEXT.bankEmptyHint}
          </Typography>
        </Paper>
      ) : (
        <Box sx={GRID}>
          {list.map((account) => (
            <BankAccountCard
              key={account.id}
              account={account}
              onEdit={() => setEditing(account)}
              onDelete={() => setDeleting(account)}
            />
          ))}
        </Box>
      )}

      <Alert severity="info" variant="outlined" role="note">
        <AlertTitle>{SETTINGS_TEXT.bankRulesTitle}</AlertTitle>
        <Box component="ul" sx={{ m: 0, paddingInlineStart: 2.5 }}>
          <li>{SETTINGS_TEXT.bankRuleOwner}</li>
          <li>{SETTINGS_TEXT.bankRuleNumbers}</li>
          <li>
            {SETTINGS_TEXT.bankRuleDays(formatDigits(BANK_VERIFICATION_DAYS.min), formatDigits(BANK_VERIFICATION_DAYS.max))}
          </li>
          <li>{SETTINGS_TEXT.bankRuleMax(formatDigits(MAX_BANK_ACCOUNTS))}</li>
        </Box>
      </Alert>

      {editing && (
        <BankAccountDialog
          account={editing === 'new' ? null : editing}
          ownerName={user?.name ?? ''}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={SETTINGS_TEXT.deleteBankTitle}
        confirmLabel={SETTINGS_TEXT.deleteBankConfirm}
        confirmColor="error"
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
        onClose={() => setDeleting(null)}
      >
        {deleting && (
          <>
            {SETTINGS_TEXT.deleteBankBefore(deleting.bankName)}{' '}
            <bdi dir="ltr">{formatDigits(formatAccountNumber(deleting.accountNumber))}</bdi> {SETTINGS_TEXT.deleteBankAfter}
          </>
        )}
      </ConfirmDialog>
    </Box>
  );
}
