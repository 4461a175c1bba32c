import Chip from '@mui/material/Chip';
import CheckCircle from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import { SETTINGS_TEXT } from '../messages';

/** Verified / not verified, in words as well as colour. */
export function VerificationBadge({ verified }: { verified: boolean }) {
  return verified ? (
    <Chip size="small" color="success" variant="outlined" icon={<CheckCircle />} label={SETTINGS_TEXT.verified} />
  ) : (
    <Chip size="small" color="warning" variant="outlined" icon={<ErrorOutline />} label={SETTINGS_TEXT.notVerified} />
  );
}
