import TextField from '@mui/material/TextField';
import { toast } from 'react-toastify';
import type { User } from '@gold/contracts/profile';
import { describeError } from '../../../shared/api/errors';
import { useSession } from '../../../shared/session/session-context';
import { useUpdateEmail } from '../api/profile-api';
import { emailFieldSchema } from '../lib/form-schemas';
import { SETTINGS_ERRORS, SETTINGS_TEXT } from '../messages';
import { SingleFieldEditor } from './single-field-editor';

/** The e-mail changes at once, without approval. */
export function EmailEditor({ user, onClose }: { user: User; onClose(): void }) {
  const { setUser } = useSession();
  const update = useUpdateEmail();
  const onSubmit = async (value: string) => {
    const email = value.trim();
    try {
      const updated = await update.mutateAsync(email);
      setUser(updated ?? { ...user, email });
      toast.success(SETTINGS_TEXT.emailUpdated);
      onClose();
    } catch (error) {
      console.info('e-mail update failed', error);
      toast.error(describeError(error, SETTINGS_ERRORS.email));
    }
  };
  return (
    <SingleFieldEditor
      formLabel="فرم ویرایش ایمیل"
      schema={emailFieldSchema}
      defaultValue={user.email ?? ''}
      submitLabel="ذخیره ایمیل"
      busy={update.isPending}
      onSubmit={onSubmit}
      onCancel={onClose}
      renderField={({ ref, ...field }) => (
        <TextField
          {...field}
          inputRef={ref}
          label="ایمیل"
          type="email"
          autoComplete="email"
          required
          fullWidth
          slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'email' } }}
        />
      )}
    />
  );
}
