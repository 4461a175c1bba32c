import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { recoveryMobileSchema } from '@gold/contracts/auth-forms';
import { OTP_LENGTH, OTP_RESEND_COUNTDOWN_S } from '@gold/contracts/constants';
import type { User } from '@gold/contracts/profile';
import type { PhoneChangeRequest } from '@gold/contracts/kyc';
import { formatOtpInput } from '@gold/contracts/rules/otp';
import { toLocalMobile } from '@gold/contracts/rules/phone';
import { errorCodeOf } from '../../../shared/api/errors';
import { formatDigits } from '../../../shared/lib/format';
import { useCountdown } from '../../../shared/lib/use-countdown';
import { FormField } from '../../../shared/ui/form-field';
import { FormattedField } from '../../../shared/ui/formatted-field';
import { PasswordField } from '../../../shared/ui/password-field';
import { PhoneField } from '../../../shared/ui/phone-field';
import { useConfirmPhoneChange } from '../api/confirm-phone-change';
import { useRequestPhoneChange } from '../api/request-phone-change';
import { SETTINGS_TEXT } from '../messages';
import { ResendButton } from '../../../shared/ui/resend-button';

const STEPS = ['شماره جدید', 'کد تأیید', 'پایان'];

const CODE_STYLE = { textAlign: 'center', letterSpacing: '0.5em', fontSize: '1.2rem' } as const;

type Props = {
  user: User;
  onDone(user: User): void;
  onCancel(): void;
};

/** Mobile change: the new number, then the code sent to it, then done (or cancelled at any point). */
export function MobileChange({ user, onDone, onCancel }: Props) {
  // The password stays for a resend of the code, and only while this flow is open.
  const [request, setRequest] = useState<PhoneChangeRequest | null>(null);
  return (
    <Box sx={{ mt: 1.5 }}>
      <Stepper activeStep={request ? 1 : 0} alternativeLabel sx={{ mb: 2 }}>
        {STEPS.map((label, i) => (
          <Step key={label}>
            <StepLabel icon={formatDigits(i + 1)}>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      {request ? (
        <CodeStep user={user} request={request} onDone={onDone} onCancel={onCancel} />
      ) : (
        <MobileStep current={user.mobile} onSent={setRequest} onCancel={onCancel} />
      )}
    </Box>
  );
}

function MobileStep({ current, onSent, onCancel }: { current: string; onSent(request: PhoneChangeRequest): void; onCancel(): void }) {
  const { control, handleSubmit, setFocus, setError } = useForm<PhoneChangeRequest>({
    resolver: zodResolver(
      z.object({
        newMobile: z
          .string()
          .trim()
          .min(1, { error: 'لطفاً شماره موبایل جدید را وارد کنید' })
          .pipe(recoveryMobileSchema)
          .refine((v) => v !== current, { error: SETTINGS_TEXT.sameMobile }),
        currentPassword: z.string().min(1, { error: 'لطفاً رمز عبور فعلی را وارد کنید' }),
      }),
    ),
    defaultValues: { newMobile: '', currentPassword: '' },
  });
  useEffect(() => setFocus('newMobile'), [setFocus]);

  const send = useRequestPhoneChange({
    onSuccess: (_sent, request) => onSent(request),
    onError: (error) => {
      if (errorCodeOf(error) === 'WRONG_PASSWORD') setError('currentPassword', { message: SETTINGS_TEXT.wrongPassword }, { shouldFocus: true });
    },
  });
  const onSubmit = handleSubmit((request) => send.mutate(request));

  return (
    <Box component="form" noValidate aria-label="فرم شماره موبایل جدید" onSubmit={onSubmit}>
      <Stack spacing={2}>
        <FormField control={control} name="newMobile">
          {(field) => <PhoneField {...field} label="شماره موبایل جدید" required fullWidth />}
        </FormField>
        <FormField control={control} name="currentPassword">
          {(field) => (
            <PasswordField
              {...field}
              label="رمز عبور فعلی"
              autoComplete="current-password"
              required
              fullWidth
              helperText={field.helperText ?? 'برای امنیت حساب، تغییر شماره با رمز عبور فعلی تأیید می‌شود.'}
            />
          )}
        </FormField>
      </Stack>
      <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
        <Button type="submit" variant="contained" loading={send.isPending}>
          ارسال کد تأیید
        </Button>
        <Button onClick={onCancel} disabled={send.isPending}>
          {SETTINGS_TEXT.cancel}
        </Button>
      </Box>
    </Box>
  );
}

function CodeStep({ user, request, onDone, onCancel }: { user: User; request: PhoneChangeRequest } & Pick<Props, 'onDone' | 'onCancel'>) {
  const { newMobile } = request;
  const confirm = useConfirmPhoneChange({ onSuccess: (updated) => onDone(updated ?? { ...user, mobile: newMobile }) });
  const { secondsLeft, restart } = useCountdown(OTP_RESEND_COUNTDOWN_S);
  const { control, handleSubmit, setFocus, setValue } = useForm<{ otp: string }>({ defaultValues: { otp: '' } });
  const otp = useWatch({ control, name: 'otp' });
  const complete = otp.length === OTP_LENGTH;
  useEffect(() => setFocus('otp'), [setFocus]);

  const resend = useRequestPhoneChange({
    onSuccess: () => {
      setValue('otp', '');
      restart(OTP_RESEND_COUNTDOWN_S);
    },
  });
  const onSubmit = handleSubmit(({ otp: code }) => {
    if (code.length === OTP_LENGTH) confirm.mutate({ otp: code, newMobile });
  });
  const onResend = () => resend.mutate(request);

  return (
    <Box component="form" noValidate aria-label="فرم کد تأیید شماره جدید" onSubmit={onSubmit}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        کد ۶ رقمی ارسال‌شده به شماره{' '}
        <Box component="bdi" dir="ltr" sx={{ fontWeight: 700, color: 'text.primary' }}>
          {formatDigits(toLocalMobile(newMobile))}
        </Box>{' '}
        را وارد کنید.
      </Typography>
      <FormField control={control} name="otp">
        {(field) => (
          <FormattedField
            {...field}
            label="کد تأیید"
            required
            fullWidth
            format={formatOtpInput}
            inputMode="numeric"
            autoComplete="one-time-code"
            inputStyle={CODE_STYLE}
          />
        )}
      </FormField>
      <Box sx={{ display: 'flex', gap: 1, mt: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button type="submit" variant="contained" disabled={!complete} loading={confirm.isPending}>
          تأیید و تغییر شماره
        </Button>
        <Button onClick={onCancel} disabled={confirm.isPending}>
          {SETTINGS_TEXT.cancel}
        </Button>
        <Box sx={{ flex: 1 }} />
        <ResendButton secondsLeft={secondsLeft} loading={resend.isPending} onResend={onResend} />
      </Box>
    </Box>
  );
}
