import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import Refresh from '@mui/icons-material/Refresh';
import VerifiedUser from '@mui/icons-material/VerifiedUserOutlined';
import type { Kyc } from '@gold/contracts/kyc';
import { paths } from '../../../shared/config/paths';
import { formatDigits } from '../../../shared/lib/format';
import { TRADING_TEXT } from '../messages';

/** Below KYC level 1 the trading tools give way to this card (spec 2 section 2). */
export function KycRequiredCard({ kyc, refreshing, onRefresh }: { kyc: Kyc; refreshing: boolean; onRefresh(): void }) {
  const steps = [
    { label: TRADING_TEXT.kycStepNationalId, met: kyc.nationalIdVerified },
    { label: TRADING_TEXT.kycStepBirthdate, met: kyc.birthdateVerified },
    { label: TRADING_TEXT.kycStepBank, met: kyc.bankVerified },
  ];
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="kyc-required-title"
      sx={{ p: { xs: 2.5, sm: 4 }, maxWidth: 640 }}
    >
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', mb: 1.5 }}>
        <VerifiedUser color="warning" sx={{ fontSize: 36 }} aria-hidden />
        <Typography id="kyc-required-title" variant="h2" component="h2">
          {TRADING_TEXT.kycTitle}
        </Typography>
      </Box>
      <Typography sx={{ fontWeight: 600, mb: 1 }}>{TRADING_TEXT.kycCurrentLevel(formatDigits(kyc.kycLevel))}</Typography>
      <Typography color="text.secondary">{TRADING_TEXT.kycIntro}</Typography>
      <List dense>
        {steps.map((step) => (
          <ListItem key={step.label} disableGutters>
            <ListItemIcon sx={{ minWidth: 36 }}>
              {step.met ? <CheckCircle color="success" aria-hidden /> : <RadioButtonUnchecked color="disabled" aria-hidden />}
            </ListItemIcon>
            <ListItemText primary={step.label} secondary={step.met ? TRADING_TEXT.kycStepDone : TRADING_TEXT.kycStepNotDone} />
          </ListItem>
        ))}
      </List>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 1 }}>
        <Button variant="contained" component={RouterLink} to={paths.app.settings.href('kyc')}>
          {TRADING_TEXT.kycComplete}
        </Button>
        <Button variant="outlined" startIcon={<Refresh />} onClick={onRefresh} loading={refreshing} loadingPosition="start">
          {TRADING_TEXT.kycRefresh}
        </Button>
        <Button component={RouterLink} to={paths.app.dashboard.href()}>
          {TRADING_TEXT.backHome}
        </Button>
      </Box>
    </Paper>
  );
}
