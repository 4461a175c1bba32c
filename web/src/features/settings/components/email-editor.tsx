import type { User } from '@gold/contracts/profile';
import { useSession } from '../../../shared/session/session-context';
import { useUpdateEmail } from '../api/update-email';
import { emailFieldSchema } from '../lib/form-schemas';
import { SingleFieldEditor } from './single-field-editor';

const EMAIL_FIELD = {
  label: 'ایمیل',
  type: 'email',
  autoComplete: 'email',
  slotProps: { htmlInput: { dir: 'ltr', inputMode: 'email' } },
} as const;

/** The e-mail changes at once, without approval. */
export function EmailEditor({ user, onClose }: { user: User; onClose(): void }) {
  const { setUser } = useSession();
  const update = useUpdateEmail({
    onSuccess: (updated, email) => {
      setUser(updated ?? { ...user, email });
      onClose();
    },
  });
  const onSubmit = (value: string) => update.mutate(value.trim());
  return (
    <SingleFieldEditor
      formLabel="فرم ویرایش ایمیل"
      schema={emailFieldSchema}
      defaultValue={user.email ?? ''}
      submitLabel="ذخیره ایمیل"
      busy={update.isPending}
      onSubmit={onSubmit}
      onCancel={onClose}
      field={EMAIL_FIELD}
    />
  );
}
