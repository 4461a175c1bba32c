import TextField from '@mui/material/TextField';
import { toast } from 'react-toastify';
import { normalizeName } from '@gold/contracts/rules/name';
import { describeError } from '../../../shared/api/errors';
import { useRequestChange } from '../api/change-requests-api';
import { nameFieldSchema } from '../lib/form-schemas';
import { SETTINGS_ERRORS, SETTINGS_TEXT } from '../messages';
import { SingleFieldEditor } from './single-field-editor';

/** Asks an administrator to change the name. */
export function NameEditor({ current, onClose }: { current: string; onClose(): void }) {
  const request = useRequestChange('name');
  const onSubmit = async (name: string) => {
    try {
      await request.mutateAsync(normalizeName(name));
      toast.success(SETTINGS_TEXT.requestSent);
      onClose();
    } catch (error) {
      console.info('name change request failed', error);
      toast.error(describeError(error, SETTINGS_ERRORS.name));
    }
  };
  return (
    <SingleFieldEditor
      formLabel="فرم درخواست تغییر نام"
      schema={nameFieldSchema}
      defaultValue={current}
      submitLabel="ارسال درخواست"
      busy={request.isPending}
      onSubmit={onSubmit}
      onCancel={onClose}
      renderField={({ ref, ...field }) => (
        <TextField
          {...field}
          inputRef={ref}
          label="نام و نام خانوادگی جدید"
          autoComplete="name"
          required
          fullWidth
        />
      )}
    />
  );
}
