import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { TextField } from '../../../shared/ui/text-field';
import { toast } from '../../../shared/ui/toast';
import { normalizeName } from '@gold/contracts/rules/name';
import { registerFormSchema, type RegisterForm } from '@gold/contracts/auth-forms';
import { STORAGE_KEYS } from '@gold/contracts/constants';
import { normalizePhone } from '@gold/contracts/rules/phone';
import { describeError, errorStatusOf } from '../../../shared/api/errors';
import { isDroppedCall } from '../../../shared/api/mutation';
import { storage } from '../../../shared/lib/storage';
import { FormError, missingFieldsMessage } from '../../../shared/ui/form-error';
import { FormField } from '../../../shared/ui/form-field';
import { NewPasswordFields } from '../../../shared/ui/new-password-fields';
import { PhoneField } from '../../../shared/ui/phone-field';
import { useRegister } from '../api/register';
import { AuthCard } from '../components/auth-card';
import { AUTH_TEXT, registerErrors } from '../messages';
import { paths } from '../../../shared/config/paths';

const TEXT = AUTH_TEXT.register;

export default function RegisterRoute() {
  const navigate = useNavigate();
  const register = useRegister();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, formState, setError } = useForm<RegisterForm>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { mobile: '', name: '', password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ mobile, name, password }) => {
    setFailure(null);
    const normalized = normalizePhone(mobile);
    try {
      await register.mutateAsync({ mobile: normalized, name: normalizeName(name), password });
      storage.set(STORAGE_KEYS.pendingPhone, normalized);
      toast.success(AUTH_TEXT.registered);
      navigate(paths.auth.otpVerification.href());
    } catch (error) {
      if (isDroppedCall(error)) return;
      console.info('registration failed', error);
      const message = describeError(error, registerErrors);
      setFailure(message);
      // A number already taken is a fault of that field: said under it too, and focused.
      if (errorStatusOf(error) === 409) setError('mobile', { message }, { shouldFocus: true });
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
          <FormField control={control} name="name">
            {({ ref, ...field }) => <TextField {...field} inputRef={ref} label={TEXT.name} autoComplete="name" required />}
          </FormField>
          <NewPasswordFields
            control={control}
            name="password"
            repeatName="confirmPassword"
            label={AUTH_TEXT.password}
            repeatLabel={TEXT.repeatPassword}
          />
          <Button type="submit" variant="contained" size="large" loading={register.isPending}>
            {TEXT.submit}
          </Button>
          <Box sx={{ textAlign: 'center' }}>
            {TEXT.haveAccount}{' '}
            <Link component={RouterLink} to={paths.auth.signIn.href()}>
              {TEXT.signIn}
            </Link>
          </Box>
        </Stack>
      </Box>
    </AuthCard>
  );
}
