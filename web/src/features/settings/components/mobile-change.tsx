import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { recoveryMobileSchema } from '@gold/contracts/auth-forms';
import { OTP_LENGTH } from '@gold/contracts/constants';
import type { User } from '@gold/contracts/profile';
import type { PhoneChangeRequest } from '@gold/contracts/kyc';
import { errorCodeOf } from '../../../shared/api/errors';
import { formatDigits } from '../../../shared/lib/format';
import { CodeStep } from '../../../shared/ui/code-step';
import { FormField } from '../../../shared/ui/form-field';
import { PasswordField } from '../../../shared/ui/password-field';
import { PhoneField } from '../../../shared/ui/phone-field';
import { useConfirmPhoneChange } from '../api/confirm-phone-change';
import { useRequestPhoneChange } from '../api/request-phone-change';
import { FIELD_TEXT, SETTINGS_TEXT } from '../messages';
import { EditorActions } from './editor-actions';

const STEPS = SETTINGS_TEXT.mobileSteps;

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
        <NewMobileCodeStep user={user} request={request} onDone={onDone} onCancel={onCancel} />
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
          .min(1, { error: FIELD_TEXT.newMobileRequired })
          .pipe(recoveryMobileSchema)
          .refine((v) => v !== current, { error: SETTINGS_TEXT.sameMobile }),
        currentPassword: z.string().min(1, { error: FIELD_TEXT.currentPasswordRequired }),
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
    <Box component="form" noValidate aria-label={SETTINGS_TEXT.newMobileForm} onSubmit={onSubmit}>
      <Stack spacing={2}>
        <FormField control={control} name="newMobile">
          {(field) => <PhoneField {...field} label={SETTINGS_TEXT.newMobile} required fullWidth />}
        </FormField>
        <FormField control={control} name="currentPassword">
          {(field) => (
            <PasswordField
              {...field}
              label={SETTINGS_TEXT.currentPassword}
              autoComplete="current-password"
              required
              fullWidth
              helperText={field.helperText ?? SETTINGS_TEXT.mobilePasswordHint}
            />
          )}
        </FormField>
      </Stack>
      <EditorActions submitLabel={SETTINGS_TEXT.sendCode} busy={send.isPending} onCancel={onCancel} />
    </Box>
  );
}

function NewMobileCodeStep({
  user,
  request,
  onDone,
  onCancel,
}: { user: User; request: PhoneChangeRequest } & Pick<Props, 'onDone' | 'onCancel'>) {
  const { newMobile } = request;
  const confirm = useConfirmPhoneChange({ onSuccess: (updated) => onDone(updated ?? { ...user, mobile: newMobile }) });
  const { control, handleSubmit, setValue } = useForm<{ otp: string }>({ defaultValues: { otp: '' } });
  const otp = useWatch({ control, name: 'otp' });
  const complete = otp.length === OTP_LENGTH;

  const resend = useRequestPhoneChange();
  const onSubmit = handleSubmit(({ otp: code }) => {
    if (code.length === OTP_LENGTH) confirm.mutate({ otp: code, newMobile });
  });
  // A failure is the mutation's toast.
  const onResend = () =>
    resend.mutateAsync(request).then(
      () => {
        setValue('otp', '');
        return true;
      },
      () => false,
    );

  return (
    <CodeStep
      control={control}
      name="otp"
      mobile={newMobile}
      introSx={{ mb: 2 }}
      compact
      onResend={onResend}
      resending={resend.isPending}
    >
      {({ intro, field, resend: resendButton }) => (
        <Box component="form" noValidate aria-label={SETTINGS_TEXT.newMobileCodeForm} onSubmit={onSubmit}>
          {intro}
          {field}
          <EditorActions
            submitLabel={SETTINGS_TEXT.confirmMobile}
            busy={confirm.isPending}
            onCancel={onCancel}
            submitDisabled={!complete}
            sx={{ display: 'flex', gap: 1, mt: 2, flexWrap: 'wrap', alignItems: 'center' }}
          >
            <Box sx={{ flex: 1 }} />
            {resendButton}
          </EditorActions>
        </Box>
      )}
    </CodeStep>
  );
}
