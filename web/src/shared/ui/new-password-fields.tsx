import { useWatch, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { FormField } from './form-field';
import { UI_TEXT } from './messages';
import { PasswordField } from './password-field';
import { PasswordStrength } from './password-strength';

type Props<T extends FieldValues> = {
  control: Control<T>;
  /** The new password's field, and its repeat's. */
  name: FieldPathByValue<T, string>;
  repeatName: FieldPathByValue<T, string>;
  label?: string;
  repeatLabel?: string;
};

/**
 * A new password, its strength and its repeat (sign-up, recovery, the settings' password change), as siblings in the
 * form's stack. The form's schema checks that both match.
 */
export function NewPasswordFields<T extends FieldValues>({
  control,
  name,
  repeatName,
  label = UI_TEXT.newPassword,
  repeatLabel = UI_TEXT.repeatNewPassword,
}: Props<T>) {
  const password: string = useWatch({ control, name });
  return (
    <>
      <FormField control={control} name={name}>
        {(field) => <PasswordField {...field} label={label} autoComplete="new-password" required />}
      </FormField>
      <PasswordStrength password={password} />
      <FormField control={control} name={repeatName}>
        {(field) => <PasswordField {...field} label={repeatLabel} autoComplete="new-password" required />}
      </FormField>
    </>
  );
}
