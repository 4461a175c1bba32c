import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import ContentCopy from '@mui/icons-material/ContentCopyOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Edit from '@mui/icons-material/EditOutlined';
import HighlightOff from '@mui/icons-material/HighlightOff';
import HourglassTop from '@mui/icons-material/HourglassTopOutlined';
import { statusTone } from '../../../shared/ui/status-tone';
import { toast } from '../../../shared/ui/toast';
import type { BankAccount } from '@gold/contracts/bank-accounts';
import { formatAccountNumber } from '@gold/contracts/rules/account-number';
import { formatCardInput } from '@gold/contracts/rules/card';
import { formatDigitGroups, formatDigits } from '../../../shared/lib/format';
import { SETTINGS_TEXT } from '../messages';

export type AccountStatus = 'verified' | 'pending' | 'rejected';
/** verified and pending are themselves; anything else is treated as rejected (spec 1 section 3). */
export const accountStatus = (status: string): AccountStatus =>
  status === 'verified' ? 'verified' : status === 'pending' ? 'pending' : 'rejected';

// Colours from the panel's one mapping of statuses (shared/ui/status-tone.ts).
const STATUS_CHIP = {
  verified: { label: SETTINGS_TEXT.bankStatus.verified, color: statusTone('verified'), icon: <CheckCircle /> },
  pending: { label: SETTINGS_TEXT.bankStatus.pending, color: statusTone('pending'), icon: <HourglassTop /> },
  rejected: { label: SETTINGS_TEXT.bankStatus.rejected, color: statusTone('rejected'), icon: <HighlightOff /> },
} as const;

/** IR and then groups of four, for reading. */
const groupIban = (iban: string) => iban.replace(/\s/g, '').replace(/(.{4})(?=.)/g, '$1 ');

/**
 * One line, left to right, at any card width (one column on a 375 px phone, three on a wide screen): the type shrinks
 * with a card too narrow for it at 0.9rem, down to 0.75rem (the grouped number takes about 13.5em in Vazirmatn, the copy
 * button 44 px). Grouped Persian digits take about 19em; a card narrower still scrolls the number, and the scrolling
 * box takes the keyboard focus so it stays reachable.
 */
const IBAN_SX = {
  display: 'block',
  whiteSpace: 'nowrap',
  minWidth: 0,
  overflowX: 'auto',
  fontSize: 'clamp(0.7rem, calc((100cqi - 44px) / 19), 0.9rem)',
} as const;

async function copy(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(SETTINGS_TEXT.copied);
  } catch (error) {
    console.info('copy failed', error);
    toast.error(SETTINGS_TEXT.copyFailed);
  }
}

function Field({ label, children, action }: { label: string; children: ReactNode; action?: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Box component="dd" sx={{ m: 0, display: 'flex', alignItems: 'center', gap: 0.5, minHeight: 28, minWidth: 0 }}>
        {children}
        {action}
      </Box>
    </Box>
  );
}

type Props = { account: BankAccount; onEdit(): void; onDelete(): void };

/** The last four digits a customer knows the account by: the IBAN's, or the account number's without one. */
const accountEnding = (account: BankAccount) =>
  formatDigits((account.iban || account.accountNumber).replace(/\D/g, '').slice(-4));

/** Which of several cards a button acts on, for a screen reader (see accountAction). */
export const accountActionLabel = (action: 'edit' | 'delete', account: BankAccount) =>
  SETTINGS_TEXT.accountAction(SETTINGS_TEXT[action], account.bankName || SETTINGS_TEXT.unknownBank, accountEnding(account));

export function BankAccountCard({ account, onEdit, onDelete }: Props) {
  const titleId = useId();
  const status = STATUS_CHIP[accountStatus(account.status)];
  return (
    <Card component="article" aria-labelledby={titleId} sx={{ display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flex: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1.5 }}>
          <Typography component="h3" variant="h3" id={titleId}>
            {account.bankName || SETTINGS_TEXT.unknownBank}
          </Typography>
          <Chip size="small" color={status.color} icon={status.icon} label={status.label} />
        </Box>
        {/* A size container: the IBAN's type follows the card's width. */}
        <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1, containerType: 'inline-size' }}>
          <Field label={SETTINGS_TEXT.accountNumber}>
            <bdi dir="ltr" className="tabular-nums">
              {formatDigitGroups(formatAccountNumber(account.accountNumber))}
            </bdi>
          </Field>
          <Field
            label={SETTINGS_TEXT.iban}
            action={
              account.iban && (
                <IconButton size="small" aria-label={SETTINGS_TEXT.copyIban} onClick={() => void copy(account.iban)}>
                  <ContentCopy fontSize="inherit" />
                </IconButton>
              )
            }
          >
            <Typography component="bdi" dir="ltr" className="tabular-nums" sx={IBAN_SX} tabIndex={0}>
              {account.iban ? formatDigitGroups(groupIban(account.iban)) : SETTINGS_TEXT.notDefined}
            </Typography>
          </Field>
          {account.cardNumber && (
            <Field label={SETTINGS_TEXT.cardNumber}>
              <bdi dir="ltr" className="tabular-nums">
                {formatDigitGroups(formatCardInput(account.cardNumber))}
              </bdi>
            </Field>
          )}
          <Field label={SETTINGS_TEXT.accountOwner}>{account.ownerName || SETTINGS_TEXT.notDefined}</Field>
        </Box>
      </CardContent>
      <CardActions sx={{ justifyContent: 'flex-end' }}>
        <Button size="small" startIcon={<Edit />} onClick={onEdit} aria-label={accountActionLabel('edit', account)}>
          {SETTINGS_TEXT.edit}
        </Button>
        <Button
          size="small"
          color="error"
          startIcon={<DeleteOutline />}
          onClick={onDelete}
          aria-label={accountActionLabel('delete', account)}
        >
          {SETTINGS_TEXT.delete}
        </Button>
      </CardActions>
    </Card>
  );
}
