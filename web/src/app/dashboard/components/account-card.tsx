import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import { KYC_MAX_LEVEL } from '@gold/contracts/constants';
import type { Kyc } from '@gold/contracts/kyc';
import { useKyc } from '../../../entities/kyc/api/get-kyc';
import { paths } from '../../../shared/config/paths';
import { formatPersianDate } from '../../../shared/lib/format';
import { useSession } from '../../../shared/session/session-context';
import { LoadError } from '../../../shared/ui/load-error';
import { DASHBOARD_TEXT } from '../messages';
import { CardSkeleton, DashboardCard, Figure } from './dashboard-card';

const TEXT = DASHBOARD_TEXT.account;
export const ACCOUNT_CARD_HEIGHT = 400;

/** What is still missing to reach level 2, in the order it is done. */
export function missingSteps(kyc: Kyc): string[] {
  const steps: Array<[done: boolean, label: string]> = [
    [kyc.nationalIdVerified || kyc.kycLevel >= 1, TEXT.steps.nationalId],
    [kyc.birthdateVerified || kyc.kycLevel >= 1, TEXT.steps.birthdate],
    [kyc.bankVerified || kyc.kycLevel >= 2, TEXT.steps.bank],
  ];
  return steps.filter(([done]) => !done).map(([, label]) => label);
}

/** The KYC level as progress to level 2, what is missing and where to finish it; the join date in the Persian calendar. */
export function AccountCard() {
  const kyc = useKyc();
  const { user } = useSession();

  let body;
  if (kyc.isPending) body = <CardSkeleton label={TEXT.loading} lines={5} />;
  else if (!kyc.data) body = <LoadError message={TEXT.failed} onRetry={() => void kyc.refetch()} retrying={kyc.isFetching} />;
  else {
    const level = kyc.data.kycLevel;
    const missing = missingSteps(kyc.data);
    body = (
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        <div>
          <Typography sx={{ fontWeight: 700, mb: 1 }}>{TEXT.level(level)}</Typography>
          <LinearProgress
            variant="determinate"
            value={(level / KYC_MAX_LEVEL) * 100}
            color={level >= KYC_MAX_LEVEL ? 'success' : 'primary'}
            aria-label={TEXT.progress}
            aria-valuetext={TEXT.level(level)}
            // A neutral track: the default, a pale shade of the bar's colour, read as a full bar at level 0.
            sx={{ height: 8, borderRadius: 4, bgcolor: 'divider' }}
          />
        </div>
        {missing.length === 0 ? (
          // A standing fact, not news: MUI's Alert would make it role="alert" and have it said as if it just happened.
          <Alert severity="success" role="note">
            {TEXT.complete}
          </Alert>
        ) : (
          <div>
            <Typography variant="body2" color="text.secondary" id="kyc-missing-title">
              {TEXT.missing}
            </Typography>
            <List dense disablePadding aria-labelledby="kyc-missing-title">
              {missing.map((step) => (
                <ListItem key={step} disableGutters>
                  <ListItemIcon sx={{ minWidth: 32 }}>
                    <RadioButtonUnchecked color="disabled" fontSize="small" aria-hidden />
                  </ListItemIcon>
                  <ListItemText primary={step} />
                </ListItem>
              ))}
            </List>
            <Button variant="contained" component={RouterLink} to={paths.app.settings.href('kyc')} sx={{ mt: 1 }}>
              {TEXT.finish}
            </Button>
          </div>
        )}
      </Box>
    );
  }

  return (
    <DashboardCard id="account-title" title={TEXT.title} minHeight={ACCOUNT_CARD_HEIGHT}>
      {body}
      <Box sx={{ mt: 'auto' }}>
        <Figure label={TEXT.joined} value={user?.createdAt ? formatPersianDate(user.createdAt) : TEXT.joinedUnknown} />
      </Box>
    </DashboardCard>
  );
}
