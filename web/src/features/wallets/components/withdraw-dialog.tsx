import { useEffect, useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Refresh from '@mui/icons-material/Refresh';
import type { BankAccount } from '@gold/contracts/bank-accounts';
import { WITHDRAW_MIN_KYC_LEVEL, WITHDRAW_SUCCESS_VIEW_MS } from '@gold/contracts/constants';
import { useKyc } from '../../../entities/kyc/api/get-kyc';
import type { WalletView } from '../../../entities/wallets/api/get-wallets';
import { paths } from '../../../shared/config/paths';
import { formatDigits } from '../../../shared/lib/format';
import { DialogForm } from '../../../shared/ui/dialog-form';
import { DialogTitleWithClose } from '../../../shared/ui/dialog-title';
import { FormField } from '../../../shared/ui/form-field';
import { MaskedIban } from '../../../shared/ui/masked-iban';
import { useWithdrawForm } from '../hooks/use-withdraw-form';
import { formatAmount, maskIban } from '../lib/wallet-format';
import { WALLETS_TEXT } from '../messages';
import { AmountField } from './amount-field';
import { ListLoading } from './list-states';
import { MoneyRequestDialog, useCloseAfter, type MoneyRequestSession, type MoneyRequestViewProps } from './money-request-dialog';
import { LoadError } from '../../../shared/ui/load-error';

/** One opening of the dialog for one wallet: a new session starts with a fresh form. */
export type WithdrawSession = MoneyRequestSession;

function KycNotice({ level }: { level: number }) {
  return (
    <Alert severity="warning" role="note">
      <AlertTitle>{WALLETS_TEXT.kycRequiredTitle}</AlertTitle>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {WALLETS_TEXT.kycCurrent(formatDigits(level))}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 600, mb: 1 }}>
        {WALLETS_TEXT.kycNeeded(formatDigits(WITHDRAW_MIN_KYC_LEVEL))}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1.5 }}>
        {WALLETS_TEXT.kycRequiredBody}
      </Typography>
      <Button variant="contained" color="warning" component={RouterLink} to={paths.app.settings.href('kyc')}>
        {WALLETS_TEXT.kycComplete}
      </Button>
    </Alert>
  );
}

type Accounts = ReturnType<typeof useWithdrawForm>['accounts'];

type AccountsProps = {
  accounts: Accounts;
  verified: readonly BankAccount[];
  accountId: string;
  error: string | undefined;
  hintId: string;
  disabled: boolean;
  onChoose(id: string): void;
};

/** The destination: one of the verified accounts, or why there is none to choose. */
function AccountChoice({ accounts, verified, accountId, error, hintId, disabled, onChoose }: AccountsProps) {
  const groupId = useId();
  if (accounts.isPending) return <ListLoading label={WALLETS_TEXT.accountsLoading} rows={2} height={48} />;
  if (accounts.isError && !accounts.data)
    return (
      <LoadError
        message={WALLETS_TEXT.accountsFailed}
        onRetry={() => void accounts.refetch()}
        retrying={accounts.isFetching}
        sx={{ m: 2 }}
      />
    );
  if (verified.length === 0)
    return (
      <Alert
        severity="info"
        action={
          <Button color="inherit" size="small" component={RouterLink} to={paths.app.settings.href('bank')}>
            {WALLETS_TEXT.addAccount}
          </Button>
        }
      >
        {WALLETS_TEXT.noVerifiedAccount}
      </Alert>
    );
  return (
    <FormControl error={Boolean(error)}>
      <FormLabel id={groupId}>{WALLETS_TEXT.destinationAccount}</FormLabel>
      <RadioGroup
        aria-labelledby={groupId}
        aria-describedby={hintId}
        name="accountId"
        value={accountId}
        onChange={(e) => onChoose(e.target.value)}
      >
        {verified.map((account) => (
          <FormControlLabel
            key={account.id}
            value={account.id}
            control={<Radio />}
            disabled={disabled}
            sx={{ alignItems: 'flex-start', mx: 0, py: 0.5, '& .MuiRadio-root': { mt: -0.75 } }}
            label={
              <Box sx={{ display: 'grid' }}>
                <Typography component="span" sx={{ fontWeight: 600 }}>
                  {account.bankName}
                </Typography>
                <Typography
                  component="bdi"
                  dir="ltr"
                  variant="body2"
                  color="text.secondary"
                  className="tabular-nums"
                  sx={{ textAlign: 'start' }}
                >
                  <MaskedIban iban={account.iban}>{maskIban(account.iban)}</MaskedIban>
                </Typography>
              </Box>
            }
          />
        ))}
      </RadioGroup>
      <FormHelperText id={hintId} sx={{ mx: 0 }}>
        {error ?? (accountId ? ' ' : WALLETS_TEXT.chooseAccount)}
      </FormHelperText>
    </FormControl>
  );
}

type BalanceProps = { wallet: WalletView; wallets: ReturnType<typeof useWithdrawForm>['wallets']; unit: string };

/** What may be withdrawn now, with a refresh. */
function Withdrawable({ wallet, wallets, unit }: BalanceProps) {
  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'flex', alignItems: 'center', gap: 1, bgcolor: 'action.hover' }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" color="text.secondary">
          {WALLETS_TEXT.withdrawable}
        </Typography>
        <Typography component="p" variant="h6" sx={{ fontWeight: 700 }}>
          <bdi dir="ltr" className="tabular-nums">
            {formatAmount(wallet.availableBalance, wallet.currency.precision)}
          </bdi>{' '}
          {unit}
        </Typography>
        {wallets.isError && !wallets.isFetching && (
          <Typography variant="caption" color="error" role="alert">
            {WALLETS_TEXT.balanceFailed}
          </Typography>
        )}
      </Box>
      <IconButton aria-label={WALLETS_TEXT.refreshBalance} onClick={() => void wallets.refetch()} loading={wallets.isFetching}>
        <Refresh />
      </IconButton>
    </Paper>
  );
}

type FormProps = { wallet: WalletView; onClose(): void; onSending(sending: boolean): void; onDone(summary: string): void };

function WithdrawFormView({ wallet: opened, onClose, onSending, onDone }: FormProps) {
  const formId = useId();
  const accountHintId = useId();
  const form = useWithdrawForm(opened, onDone);
  const { sending, accountId, verified } = form;

  useEffect(() => onSending(sending), [sending, onSending]);

  return (
    <DialogForm
      formId={formId}
      onSubmit={form.onSubmit}
      sending={sending}
      failure={form.failure}
      cancelLabel={WALLETS_TEXT.cancel}
      onCancel={onClose}
      submitLabel={WALLETS_TEXT.submitWithdraw}
      submitDisabled={!form.canSubmit}
      submitDescribedBy={!accountId && verified.length > 0 ? accountHintId : undefined}
    >
      <Withdrawable wallet={form.wallet} wallets={form.wallets} unit={form.unit} />
      <FormField control={form.control} name="amount">
        {(field) => (
          <AmountField
            {...field}
            kind={form.kind}
            label={WALLETS_TEXT.amountInUnit(form.unit)}
            required
            fullWidth
            disabled={sending}
          />
        )}
      </FormField>
      <AccountChoice
        accounts={form.accounts}
        verified={verified}
        accountId={accountId}
        error={form.accountError}
        hintId={accountHintId}
        disabled={sending}
        onChoose={form.chooseAccount}
      />
    </DialogForm>
  );
}

function WithdrawView({ wallet, titleId, onClose, onBusyChange }: MoneyRequestViewProps) {
  const kyc = useKyc();
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState<string | null>(null);

  useEffect(() => onBusyChange(sending), [sending, onBusyChange]);

  // The success view shows for 2 s, then the dialog closes (spec 2 section 2).
  useCloseAfter(done !== null, WITHDRAW_SUCCESS_VIEW_MS, onClose);

  const finish = (summary: string) => {
    setSending(false);
    setDone(summary);
  };

  const title = (
    <DialogTitleWithClose id={titleId} onClose={onClose} disabled={sending && done === null}>
      {WALLETS_TEXT.withdrawFrom(wallet.currency.name)}
    </DialogTitleWithClose>
  );

  if (done !== null)
    return (
      <>
        {title}
        <DialogContent>
          <Box role="alert" sx={{ textAlign: 'center', py: 3 }}>
            <CheckCircle color="success" sx={{ fontSize: 56, mb: 1 }} aria-hidden />
            <Typography variant="h3" component="p" sx={{ mb: 1 }}>
              {WALLETS_TEXT.withdrawDone}
            </Typography>
            <Typography color="text.secondary">{done}</Typography>
          </Box>
        </DialogContent>
      </>
    );

  if (kyc.data && kyc.data.kycLevel >= WITHDRAW_MIN_KYC_LEVEL)
    return (
      <>
        {title}
        <WithdrawFormView wallet={wallet} onClose={onClose} onSending={setSending} onDone={finish} />
      </>
    );

  let body;
  if (kyc.isPending) body = <ListLoading label={WALLETS_TEXT.kycLoading} rows={3} height={48} />;
  else if (!kyc.data)
    body = (
      <LoadError message={WALLETS_TEXT.kycFailed} onRetry={() => void kyc.refetch()} retrying={kyc.isFetching} sx={{ m: 2 }} />
    );
  else body = <KycNotice level={kyc.data.kycLevel} />;

  return (
    <>
      {title}
      <DialogContent>{body}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{WALLETS_TEXT.close}</Button>
      </DialogActions>
    </>
  );
}

/**
 * The withdraw dialog (spec 2 sections 2, 4 and 5). It keeps its last session through the closing transition; a new
 * session starts afresh, so its state resets on every opening.
 */
export function WithdrawDialog(props: { session: WithdrawSession | null; open: boolean; onClose(): void }) {
  return <MoneyRequestDialog {...props} view={WithdrawView} />;
}
