import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import Refresh from '@mui/icons-material/Refresh';
import { toast } from '../../../shared/ui/toast';
import { KYC_MAX_LEVEL } from '@gold/contracts/constants';
import type { Kyc } from '@gold/contracts/kyc';
import { LoadError } from '../../../shared/ui/load-error';
import { formatDigits } from '../../../shared/lib/format';
import { useKyc } from '../../../entities/kyc/api/get-kyc';
import { SETTINGS_TEXT } from '../messages';
import { LoadingBlock } from './loading-block';
import { paths } from '../../../shared/config/paths';

type Requirement = { label: string; met: boolean };

function levels(kyc: Kyc) {
  return [
    {
      level: 1,
      title: SETTINGS_TEXT.kycLevel1,
      grants: SETTINGS_TEXT.kycLevel1Grants,
      requirements: [
        { label: SETTINGS_TEXT.kycNeedsNationalId, met: kyc.nationalIdVerified },
        { label: SETTINGS_TEXT.kycNeedsBirthdate, met: kyc.birthdateVerified },
      ] satisfies Requirement[],
    },
    {
      level: 2,
      title: SETTINGS_TEXT.kycLevel2,
      grants: SETTINGS_TEXT.kycLevel2Grants,
      requirements: [
        { label: SETTINGS_TEXT.kycNeedsLevel1, met: kyc.kycLevel >= 1 },
        { label: SETTINGS_TEXT.kycNeedsBank, met: kyc.bankVerified },
      ] satisfies Requirement[],
    },
  ];
}

/** The KYC level, what each level needs and a refresh (spec 1 section 2, Settings). */
export function KycSection() {
  const kyc = useKyc();

  const refresh = async () => {
    const result = await kyc.refetch();
    if (result.isError) toast.error(SETTINGS_TEXT.kycRefreshFailed);
  };

  if (kyc.isPending) return <LoadingBlock label={SETTINGS_TEXT.kycLoading} lines={4} />;
  if (!kyc.data) return <LoadError message={SETTINGS_TEXT.kycLoadFailed} onRetry={() => void kyc.refetch()} retrying={kyc.isFetching} />;

  const { kycLevel } = kyc.data;
  return (
    <Stack spacing={2.5}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Box sx={{ flex: 1, minWidth: 200 }}>
          <Typography sx={{ fontWeight: 700, fontSize: '1.1rem', mb: 1 }}>
            {SETTINGS_TEXT.kycLevel(formatDigits(kycLevel), formatDigits(KYC_MAX_LEVEL))}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={(kycLevel / KYC_MAX_LEVEL) * 100}
            color={kycLevel === KYC_MAX_LEVEL ? 'success' : 'primary'}
            aria-label={SETTINGS_TEXT.kycProgress}
            sx={{ height: 8, borderRadius: 4 }}
          />
        </Box>
        <Button variant="outlined" startIcon={<Refresh />} onClick={() => void refresh()} loading={kyc.isFetching}>
          {SETTINGS_TEXT.kycRefresh}
        </Button>
      </Box>

      {kycLevel === 0 && (
        <Alert severity="info" role="note">
          {SETTINGS_TEXT.kycNotStartedBefore}{' '}
          <Link component={RouterLink} to={paths.app.settings.href('profile')}>
            {SETTINGS_TEXT.profileTitle}
          </Link>{' '}
          {SETTINGS_TEXT.kycNotStartedAfter}
        </Alert>
      )}

      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' } }}>
        {levels(kyc.data).map((level) => (
          <Paper key={level.level} variant="outlined" component="section" aria-label={level.title} sx={{ p: 2 }}>
            <Typography component="h3" variant="h3" sx={{ mb: 0.5 }}>
              {level.title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {level.grants}
            </Typography>
            <List dense disablePadding sx={{ mt: 1 }}>
              {level.requirements.map((req) => (
                <ListItem key={req.label} disableGutters>
                  <ListItemIcon sx={{ minWidth: 32 }}>
                    {req.met ? <CheckCircle color="success" fontSize="small" /> : <RadioButtonUnchecked color="disabled" fontSize="small" />}
                  </ListItemIcon>
                  <ListItemText primary={req.label} secondary={req.met ? SETTINGS_TEXT.done : SETTINGS_TEXT.notDone} />
                </ListItem>
              ))}
            </List>
          </Paper>
        ))}
      </Box>
    </Stack>
  );
}
