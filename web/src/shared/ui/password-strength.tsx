import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { passwordStrength } from '@gold/contracts/rules/password';
import { UI_TEXT } from './messages';

const VALUES = { weak: 33, medium: 66, strong: 100 } as const;
const COLORS = { weak: 'error', medium: 'warning', strong: 'success' } as const;

/** Strength of a new password: five criteria, weak below three. */
export function PasswordStrength({ password }: { password: string }) {
  if (!password) return null;
  const strength = passwordStrength(password);
  return (
    <Box>
      <LinearProgress
        variant="determinate"
        value={VALUES[strength]}
        color={COLORS[strength]}
        aria-label={UI_TEXT.passwordStrength}
        sx={{ height: 6, borderRadius: 3 }}
      />
      <Typography variant="caption" color="text.secondary">
        {UI_TEXT.passwordStrengthIs(UI_TEXT.strength[strength])}
      </Typography>
    </Box>
  );
}
