import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
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
import { useBankAccounts } from '../../../entities/bank-accounts/api/get-bank-accounts';
import { useKyc } from '../../../entities/kyc/api/get-kyc';
import { useWallets, type WalletView } from '../../../entities/wallets/api/get-wallets';
import { paths } from '../../../shared/config/paths';
import { formatDigits } from '../../../shared/lib/format';
import { DialogTitleWithClose } from '../../../shared/ui/dialog-title';
import { FormField } from '../../../shared/ui/form-field';
import { useCreateWithdraw, type WithdrawOrder } from '../api/create-withdraw-request';
import { failureText } from '../api/wallet-errors';
import { isDroppedCall } from '../../../shared/api/mutation';
import { withdrawFormSchema, type WithdrawForm, type WithdrawLimits } from '../lib/form-schemas';
import { useIdempotencyKey } from '../../../shared/lib/use-idempotency-key';
import { SessionDialog } from '../../../shared/ui/session-dialog';
import { MaskedIban } from '../../../shared/ui/masked-iban';
import { amountInUnit, amountKindFor, formatAmount, maskIban } from '../lib/wallet-format';
import { WALLETS_ERRORS, WALLETS_TEXT } from '../messages';
import { AmountField } from './amount-field';
import { ListLoading } from './list-states';
import { LoadError } from '../../../shared/ui/load-error';

/** One opening of the dialog for one wallet: a new session starts with a fresh form. */
export type WithdrawSession = { id: string; wallet: WalletView };

/** Only verified accounts may receive a withdrawal (spec 2 section 5). */
const verifiedOnly = (accounts: readonly BankAccount[] | undefined) => (accounts ?? []).filter((a) => a.status === 'verified');

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

type FormProps = { wallet: WalletView; onClose(): void; onSending(sending: boolean): void; onDone(summary: string): void };

function WithdrawFormView({ wallet: opened, onClose, onSending, onDone }: FormProps) {
  const formId = useId();
  const wallets = useWallets();
  const accounts = useBankAccounts();
  const create = useCreateWithdraw();
  const accountsGroupId = useId();
  const accountHintId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const { keyFor } = useIdempotencyKey();

  // The balance as it is now, so a refresh or a realtime update moves the limit too.
  const wallet = wallets.data?.find((w) => w.id === opened.id) ?? opened;
  const verified = verifiedOnly(accounts.data);
  const unit = wallet.currency.unit || WALLETS_TEXT.toman;
  const limits: WithdrawLimits = {
    available: wallet.availableBalance,
    precision: wallet.currency.precision,
    unit,
    accountIds: verified.map((a) => a.id),
  };
  // The resolver reads the limits of the latest render: the balance and the accounts change while the form is open.
  const latest = useRef(limits);
  useEffect(() => {
    latest.current = limits;
  });
  const resolver = useCallback<Resolver<WithdrawForm>>(
    (values, context, options) => zodResolver(withdrawFormSchema(latest.current))(values, context, options),
    [],
  );

  const { control, handleSubmit, setValue, getValues, formState } = useForm<WithdrawForm>({
    resolver,
    defaultValues: { amount: '', accountId: '' },
  });
  const accountId = useWatch({ control, name: 'accountId' });

  // With exactly one verified account, it is the destination (spec 2 section 5); never in place of one the customer
  // chose that has since gone: that one is reported as not found.
  const only = verified.length === 1 ? verified[0].id : null;
  useEffect(() => {
    if (only && !getValues('accountId')) setValue('accountId', only);
  }, [only, getValues, setValue]);

  useEffect(() => onSending(create.isPending), [create.isPending, onSending]);

  const onSubmit = handleSubmit(async (form) => {
    const account = verified.find((a) => a.id === form.accountId);
    if (!account) return;
    const amount = amountInUnit(form.amount, amountKindFor(wallet.currency.precision));
    if (amount === null) return;
    const body: WithdrawOrder['body'] = {
      amount,
      destinationInfo: {
        bankName: account.bankName,
        accountNumber: account.accountNumber,
        accountHolder: account.ownerName,
        iban: account.iban,
        bankCode: account.bankCode,
      },
    };
    setFailure(null);
    try {
      await create.mutateAsync({ walletId: wallet.id, body, key: keyFor(body) });
      onDone(WALLETS_TEXT.withdrawDoneDetail(`${formatAmount(amount, wallet.currency.precision)} ${unit}`, account.bankName));
    } catch (error) {
      if (isDroppedCall(error)) return;
      setFailure(failureText(error, WALLETS_ERRORS.withdraw));
    }
  });

  let accountsBody;
  if (accounts.isPending) accountsBody = <ListLoading label={WALLETS_TEXT.accountsLoading} rows={2} height={48} />;
  else if (accounts.isError && !accounts.data)
    accountsBody = (
      <LoadError
        message={WALLETS_TEXT.accountsFailed}
        onRetry={() => void accounts.refetch()}
        retrying={accounts.isFetching}
        sx={{ m: 2 }}
      />
    );
  else if (verified.length === 0)
    accountsBody = (
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
  else {
    const accountError = formState.errors.accountId?.message;
    accountsBody = (
      <FormControl error={Boolean(accountError)}>
        <FormLabel id={accountsGroupId}>{WALLETS_TEXT.destinationAccount}</FormLabel>
        <RadioGroup
          aria-labelledby={accountsGroupId}
          aria-describedby={accountHintId}
          name="accountId"
          value={accountId}
          onChange={(e) => setValue('accountId', e.target.value, { shouldValidate: formState.isSubmitted })}
        >
          {verified.map((account) => (
            <FormControlLabel
              key={account.id}
              value={account.id}
              control={<Radio />}
              disabled={create.isPending}
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
        <FormHelperText id={accountHintId} sx={{ mx: 0 }}>
          {accountError ?? (accountId ? ' ' : WALLETS_TEXT.chooseAccount)}
        </FormHelperText>
      </FormControl>
    );
  }

  const canSubmit = Boolean(accountId) && verified.length > 0;
  return (
    <>
      <DialogContent>
        <Box component="form" id={formId} noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2.5, pt: 1 }}>
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
            <IconButton
              aria-label={WALLETS_TEXT.refreshBalance}
              onClick={() => void wallets.refetch()}
              loading={wallets.isFetching}
            >
              <Refresh />
            </IconButton>
          </Paper>

          <FormField control={control} name="amount">
            {(field) => (
              <AmountField
                {...field}
                kind={amountKindFor(wallet.currency.precision)}
                label={WALLETS_TEXT.amountInUnit(unit)}
                required
                fullWidth
                disabled={create.isPending}
              />
            )}
          </FormField>

          {accountsBody}

          {failure && (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          )}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={create.isPending}>
          {WALLETS_TEXT.cancel}
        </Button>
        <Button
          type="submit"
          form={formId}
          variant="contained"
          loading={create.isPending}
          disabled={!canSubmit}
          aria-describedby={!accountId && verified.length > 0 ? accountHintId : undefined}
        >
          {WALLETS_TEXT.submitWithdraw}
        </Button>
      </DialogActions>
    </>
  );
}

type ViewProps = { wallet: WalletView; titleId: string; onClose(): void; onBusyChange(busy: boolean): void };

function WithdrawView({ wallet, titleId, onClose, onBusyChange }: ViewProps) {
  const kyc = useKyc();
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState<string | null>(null);

  useEffect(() => onBusyChange(sending), [sending, onBusyChange]);

  // The success view shows for 2 s, then the dialog closes (spec 2 section 2).
  useEffect(() => {
    if (done === null) return;
    const timer = window.setTimeout(onClose, WITHDRAW_SUCCESS_VIEW_MS);
    return () => window.clearTimeout(timer);
  }, [done, onClose]);

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
export function WithdrawDialog({ session, open, onClose }: { session: WithdrawSession | null; open: boolean; onClose(): void }) {
  return (
    <SessionDialog session={session?.id ?? null} open={open} onClose={onClose}>
      {({ titleId, onBusyChange }) =>
        session && <WithdrawView wallet={session.wallet} titleId={titleId} onClose={onClose} onBusyChange={onBusyChange} />
      }
    </SessionDialog>
  );
}
