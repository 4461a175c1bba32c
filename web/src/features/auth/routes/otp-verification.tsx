import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink, Navigate, useLocation, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { toast } from '../../../shared/ui/toast';
import { otpFormSchema, type OtpForm } from '@gold/contracts/auth-forms';
import { OTP_LENGTH, STORAGE_KEYS } from '@gold/contracts/constants';
import { describeError, errorCodeOf } from '../../../shared/api/errors';
import { isDroppedCall } from '../../../shared/api/mutation';
import { storage } from '../../../shared/lib/storage';
import { useSession } from '../../../shared/session/session-context';
import { FormError } from '../../../shared/ui/form-error';
import { CodeStep } from '../../../shared/ui/code-step';
import { useRequestOtp } from '../api/request-otp';
import { useVerifyOtp } from '../api/verify-otp';
import { AuthCard } from '../components/auth-card';
import { AUTH_TEXT, resendErrors, verifyErrors } from '../messages';
import { paths } from '../../../shared/config/paths';

const TEXT = AUTH_TEXT.verify;

export default function OtpVerificationRoute() {
  const navigate = useNavigate();
  const session = useSession();
  const verify = useVerifyOtp();
  const resend = useRequestOtp();
  const [failure, setFailure] = useState<string | null>(null);
  const mobile =
    storage.get(STORAGE_KEYS.pendingPhone) ?? (session.status === 'unverified' ? (session.user?.mobile ?? null) : null);
  const { control, handleSubmit, setValue } = useForm<OtpForm>({
    resolver: zodResolver(otpFormSchema),
    defaultValues: { otp: '' },
  });
  const otp = useWatch({ control, name: 'otp' });
  const formRef = useRef<HTMLFormElement>(null);
  const lastAutoSubmitted = useRef<string | null>(null);
  const location = useLocation();
  const sendOnArrival = (location.state as { sendCode?: boolean } | null)?.sendCode === true;
  const sentOnArrival = useRef(false);

  // Sent here by the status guard, nobody has asked for a code yet: ask now. A refusal (a code under a
  // minute old) is fine, that code still works.
  useEffect(() => {
    if (!sendOnArrival || !mobile || sentOnArrival.current) return;
    sentOnArrival.current = true;
    resend
      .mutateAsync(mobile)
      .then(() => toast.success(AUTH_TEXT.codeSent))
      .catch((error: unknown) => {
        if (!isDroppedCall(error)) console.info('code request refused', error);
      });
  }, [sendOnArrival, mobile, resend]);

  const onSubmit = handleSubmit(async ({ otp: code }) => {
    if (!mobile) return;
    setFailure(null);
    try {
      session.signIn(await verify.mutateAsync({ mobile, otp: code }));
      storage.remove(STORAGE_KEYS.pendingPhone);
      toast.success(AUTH_TEXT.verified);
      navigate('/', { replace: true });
    } catch (error) {
      if (isDroppedCall(error)) return;
      const code = errorCodeOf(error);
      if (code === 'ACCOUNT_INACTIVE' || code === 'ACCOUNT_RESTRICTED') {
        navigate(paths.auth.restricted.href(), { state: { reason: describeError(error, verifyErrors) } });
        return;
      }
      console.info('code verification failed', error);
      setFailure(describeError(error, verifyErrors));
    }
  });

  // The sixth digit submits the code, once for each new value.
  useEffect(() => {
    if (otp.length === OTP_LENGTH && lastAutoSubmitted.current !== otp && !verify.isPending) {
      lastAutoSubmitted.current = otp;
      formRef.current?.requestSubmit();
    }
  }, [otp, verify.isPending]);

  const onResend = async () => {
    if (!mobile) return false;
    setFailure(null);
    try {
      await resend.mutateAsync(mobile);
      toast.success(AUTH_TEXT.codeResent);
      setValue('otp', '');
      return true;
    } catch (error) {
      if (isDroppedCall(error)) return false;
      console.info('resend failed', error);
      setFailure(describeError(error, resendErrors));
      return false;
    }
  };

  if (session.state === 'authenticated' && session.status === 'active') return <Navigate to="/" replace />;

  if (!mobile) {
    return (
      <AuthCard title={TEXT.title}>
        <Typography sx={{ mb: 2 }}>{TEXT.noMobile}</Typography>
        <Button component={RouterLink} to={paths.auth.signIn.href()} variant="contained">
          {AUTH_TEXT.backToSignIn}
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={TEXT.title}>
      <CodeStep
        control={control}
        name="otp"
        mobile={mobile}
        introSx={{ mt: -1, mb: 3 }}
        onResend={onResend}
        resending={resend.isPending}
      >
        {({ intro, field, resend: resendButton }) => (
          <>
            {intro}
            <FormError message={failure} />
            <Box component="form" ref={formRef} noValidate onSubmit={onSubmit} aria-label={TEXT.form}>
              <Stack spacing={2}>
                {field}
                <Button type="submit" variant="contained" size="large" loading={verify.isPending}>
                  {TEXT.submit}
                </Button>
                <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
                  {resendButton}
                  <Link component={RouterLink} to={paths.auth.signIn.href()}>
                    {AUTH_TEXT.backToSignIn}
                  </Link>
                </Box>
              </Stack>
            </Box>
          </>
        )}
      </CodeStep>
    </AuthCard>
  );
}
