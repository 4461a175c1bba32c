import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import { changePasswordFormSchema, type ChangePasswordForm } from '@gold/contracts/auth-forms';
import { passwordCriteria, type PasswordCriteria } from '@gold/contracts/rules/password';
import { FormError, missingFieldsMessage } from '../../../shared/ui/form-error';
import { FormField } from '../../../shared/ui/form-field';
import { PasswordField } from '../../../shared/ui/password-field';
import { NewPasswordFields } from '../../../shared/ui/new-password-fields';
import { useChangePassword } from '../api/change-password';
import { SETTINGS_TEXT } from '../messages';

const CRITERIA: Array<keyof PasswordCriteria> = ['length', 'lowercase', 'uppercase', 'digit', 'symbol'];

const EMPTY: ChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Inline password change plus the tips (spec 1 section 2, Settings; section 5). */
export function SecuritySection() {
  const tipsId = useId();
  const { control, handleSubmit, formState, reset } = useForm<ChangePasswordForm>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: EMPTY,
  });
  const change = useChangePassword({ onSuccess: () => reset(EMPTY) });
  const newPassword = useWatch({ control, name: 'newPassword' });
  const met = passwordCriteria(newPassword);

  const onSubmit = handleSubmit(({ currentPassword, newPassword }) => change.mutate({ currentPassword, newPassword }));

  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, alignItems: 'start' }}>
      <Box component="form" noValidate aria-label={SETTINGS_TEXT.passwordForm} onSubmit={onSubmit}>
        <Typography component="h3" variant="h3" sx={{ mb: 2 }}>
          {SETTINGS_TEXT.changePassword}
        </Typography>
        <FormError message={missingFieldsMessage(formState.errors)} />
        <Stack spacing={2}>
          <FormField control={control} name="currentPassword">
            {(field) => (
              <PasswordField {...field} label={SETTINGS_TEXT.currentPassword} autoComplete="current-password" required />
            )}
          </FormField>
          <NewPasswordFields control={control} name="newPassword" repeatName="confirmPassword" />
          <Box>
            <Button type="submit" variant="contained" loading={change.isPending}>
              {SETTINGS_TEXT.changePassword}
            </Button>
          </Box>
        </Stack>
      </Box>

      <Paper component="section" aria-labelledby={tipsId} variant="outlined" sx={{ p: 2 }}>
        <Typography component="h3" variant="h3" id={tipsId} sx={{ mb: 1 }}>
          {SETTINGS_TEXT.tipsTitle}
        </Typography>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {SETTINGS_TEXT.criteriaIntro}
        </Typography>
        <List dense disablePadding aria-label={SETTINGS_TEXT.criteriaLabel}>
          {CRITERIA.map((key) => (
            <ListItem key={key} disableGutters>
              <ListItemIcon sx={{ minWidth: 32 }}>
                {newPassword && met[key] ? (
                  <CheckCircle color="success" fontSize="small" />
                ) : (
                  <RadioButtonUnchecked color="disabled" fontSize="small" />
                )}
              </ListItemIcon>
              <ListItemText
                primary={SETTINGS_TEXT.criteria[key]}
                secondary={newPassword ? (met[key] ? SETTINGS_TEXT.criterionMet : SETTINGS_TEXT.criterionNotMet) : undefined}
              />
            </ListItem>
          ))}
        </List>
        <Typography variant="body2" color="text.secondary" component="ul" sx={{ m: 0, mt: 1, paddingInlineStart: 2.5 }}>
          {SETTINGS_TEXT.tips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </Typography>
      </Paper>
    </Box>
  );
}
