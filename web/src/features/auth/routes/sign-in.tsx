import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { toast } from '../../../shared/ui/toast';
import { signInFormSchema, type SignInForm } from '@gold/contracts/auth-forms';
import { STORAGE_KEYS } from '@gold/contracts/constants';
import { normalizePhone } from '@gold/contracts/rules/phone';
import { describeError, errorCodeOf } from '../../../shared/api/errors';
import { isDroppedCall } from '../../../shared/api/mutation';
import { storage } from '../../../shared/lib/storage';
import { useSession } from '../../../shared/session/session-context';
import { FormError, missingFieldsMessage } from '../../../shared/ui/form-error';
import { FormField } from '../../../shared/ui/form-field';
import { PasswordField } from '../../../shared/ui/password-field';
import { PhoneField } from '../../../shared/ui/phone-field';
import { useLogin } from '../api/login';
import { requestOtp } from '../api/request-otp';
import { AuthCard } from '../components/auth-card';
import { AUTH_TEXT, signInErrors } from '../messages';
import { paths } from '../../../shared/config/paths';

const TEXT = AUTH_TEXT.signIn;

export default function SignInRoute() {
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSession();
  const login = useLogin();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, formState } = useForm<SignInForm>({
    resolver: zodResolver(signInFormSchema),
    defaultValues: { mobile: '', password: '' },
  });

  const onSubmit = handleSubmit(async ({ mobile, password }) => {
    setFailure(null);
    const normalized = normalizePhone(mobile);
    try {
      session.signIn(await login.mutateAsync({ mobile: normalized, password }));
      const from = (location.state as { from?: string } | null)?.from;
      navigate(from && from !== paths.auth.signIn.path ? from : paths.app.dashboard.href(), { replace: true });
    } catch (error) {
      if (isDroppedCall(error)) return;
      const code = errorCodeOf(error);
      if (code === 'ACCOUNT_NOT_VERIFIED') {
        storage.set(STORAGE_KEYS.pendingPhone, normalized);
        // A fresh code; if the last one is under a minute old the server refuses, and that one still works.
        await requestOtp(normalized).catch((e: unknown) => console.info('resend refused', e));
        toast.info(AUTH_TEXT.accountNotVerified);
        navigate(paths.auth.otpVerification.href());
        return;
      }
      if (code === 'ACCOUNT_INACTIVE' || code === 'ACCOUNT_RESTRICTED') {
        navigate(paths.auth.restricted.href(), { state: { reason: describeError(error, signInErrors) } });
        return;
      }
      console.info('sign-in failed', error);
      setFailure(describeError(error, signInErrors));
    }
  });

  return (
    <AuthCard title={TEXT.title} subtitle={TEXT.subtitle}>
      <FormError message={failure ?? missingFieldsMessage(formState.errors)} />
      <Box component="form" noValidate onSubmit={onSubmit} aria-label={TEXT.form}>
        <Stack spacing={2}>
          <FormField control={control} name="mobile">
            {(field) => <PhoneField {...field} label={AUTH_TEXT.mobile} required />}
          </FormField>
          <FormField control={control} name="password">
            {(field) => <PasswordField {...field} label={AUTH_TEXT.password} autoComplete="current-password" required />}
          </FormField>
          <Box sx={{ textAlign: 'start' }}>
            <Link component={RouterLink} to={paths.auth.forgotPassword.href()}>
              {TEXT.forgotPassword}
            </Link>
          </Box>
          <Button type="submit" variant="contained" size="large" loading={login.isPending}>
            {TEXT.submit}
          </Button>
          <Box sx={{ textAlign: 'center' }}>
            {TEXT.noAccount}{' '}
            <Link component={RouterLink} to={paths.auth.register.href()}>
              {TEXT.register}
            </Link>
          </Box>
        </Stack>
      </Box>
    </AuthCard>
  );
}
