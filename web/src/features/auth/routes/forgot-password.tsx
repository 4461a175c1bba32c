import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { toast } from '../../../shared/ui/toast';
import {
  forgotPasswordFormSchema,
  resetPasswordFormSchema,
  type ForgotPasswordForm,
  type ResetPasswordForm,
} from '@gold/contracts/auth-forms';
import { describeError } from '../../../shared/api/errors';
import { isDroppedCall } from '../../../shared/api/mutation';
import { formatDigits } from '../../../shared/lib/format';
import { CodeStep } from '../../../shared/ui/code-step';
import { FormError, missingFieldsMessage, useServerError } from '../../../shared/ui/form-error';
import { FormField } from '../../../shared/ui/form-field';
import { NewPasswordFields } from '../../../shared/ui/new-password-fields';
import { PhoneField } from '../../../shared/ui/phone-field';
import { useForgotPassword } from '../api/forgot-password';
import { useResetPassword } from '../api/reset-password';
import { AuthCard } from '../components/auth-card';
import { AUTH_TEXT, forgotErrors, resendErrors, resetErrors } from '../messages';
import { paths } from '../../../shared/config/paths';

const TEXT = AUTH_TEXT.forgot;

export default function ForgotPasswordRoute() {
  const [mobile, setMobile] = useState<string | null>(null);
  return (
    <AuthCard title={TEXT.title}>
      <Stepper activeStep={mobile ? 1 : 0} alternativeLabel sx={{ mb: 3 }}>
        {TEXT.steps.map((label, i) => (
          <Step key={label}>
            <StepLabel icon={formatDigits(i + 1)}>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      {mobile ? <ResetStep mobile={mobile} /> : <MobileStep onSent={setMobile} />}
      <Box sx={{ textAlign: 'center', mt: 2 }}>
        <Link component={RouterLink} to={paths.auth.signIn.href()}>
          {AUTH_TEXT.backToSignIn}
        </Link>
      </Box>
    </AuthCard>
  );
}

function MobileStep({ onSent }: { onSent(mobile: string): void }) {
  const forgot = useForgotPassword();
  const { control, handleSubmit, formState, watch } = useForm<ForgotPasswordForm>({
    resolver: zodResolver(forgotPasswordFormSchema),
    defaultValues: { mobile: '' },
  });
  const [failure, setFailure] = useServerError(watch);
  const onSubmit = handleSubmit(async ({ mobile }) => {
    setFailure(null);
    try {
      await forgot.mutateAsync({ mobile });
      toast.success(AUTH_TEXT.codeSent);
      onSent(mobile);
    } catch (error) {
      if (isDroppedCall(error)) return;
      console.info('recovery code failed', error);
      setFailure(describeError(error, forgotErrors));
    }
  });
  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={TEXT.mobileForm}>
      <FormError message={failure ?? missingFieldsMessage(formState.errors)} />
      <Stack spacing={2}>
        <Typography color="text.secondary">{TEXT.mobileIntro}</Typography>
        <FormField control={control} name="mobile">
          {(field) => <PhoneField {...field} label={AUTH_TEXT.mobile} required />}
        </FormField>
        <Button type="submit" variant="contained" size="large" loading={forgot.isPending}>
          {TEXT.sendCode}
        </Button>
      </Stack>
    </Box>
  );
}

function ResetStep({ mobile }: { mobile: string }) {
  const navigate = useNavigate();
  const reset = useResetPassword();
  const resend = useForgotPassword();
  const { control, handleSubmit, formState, watch } = useForm<ResetPasswordForm>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { otp: '', newPassword: '', confirmPassword: '' },
  });
  const [failure, setFailure] = useServerError(watch);

  const onSubmit = handleSubmit(async ({ otp, newPassword }) => {
    setFailure(null);
    try {
      await reset.mutateAsync({ mobile, otp, newPassword });
      toast.success(AUTH_TEXT.passwordReset);
      navigate(paths.auth.signIn.href(), { replace: true });
    } catch (error) {
      if (isDroppedCall(error)) return;
      console.info('password reset failed', error);
      setFailure(describeError(error, resetErrors));
    }
  });

  const onResend = async () => {
    setFailure(null);
    try {
      await resend.mutateAsync({ mobile });
      toast.success(AUTH_TEXT.codeResent);
      return true;
    } catch (error) {
      if (isDroppedCall(error)) return false;
      setFailure(describeError(error, resendErrors));
      return false;
    }
  };

  return (
    <CodeStep
      control={control}
      name="otp"
      mobile={mobile}
      intro={TEXT.codeIntro}
      onResend={onResend}
      resending={resend.isPending}
    >
      {({ intro, field, resend: resendButton }) => (
        <Box component="form" noValidate onSubmit={onSubmit} aria-label={TEXT.resetForm}>
          <FormError message={failure ?? missingFieldsMessage(formState.errors)} />
          <Stack spacing={2}>
            {intro}
            {field}
            <NewPasswordFields control={control} name="newPassword" repeatName="confirmPassword" />
            <Button type="submit" variant="contained" size="large" loading={reset.isPending}>
              {TEXT.submit}
            </Button>
            <Box sx={{ textAlign: 'center' }}>{resendButton}</Box>
          </Stack>
        </Box>
      )}
    </CodeStep>
  );
}
