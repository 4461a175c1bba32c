import type { User } from '@gold/contracts/profile';
import { useSession } from '../../../shared/session/session-context';
import { useUpdateEmail } from '../api/update-email';
import { emailFieldSchema } from '../lib/form-schemas';
import { SETTINGS_TEXT } from '../messages';
import { SingleFieldEditor } from './single-field-editor';

const EMAIL_FIELD = {
  label: SETTINGS_TEXT.emailLabel,
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
      formLabel={SETTINGS_TEXT.emailForm}
      schema={emailFieldSchema}
      defaultValue={user.email ?? ''}
      submitLabel={SETTINGS_TEXT.saveEmail}
      busy={update.isPending}
      onSubmit={onSubmit}
      onCancel={onClose}
      field={EMAIL_FIELD}
    />
  );
}
