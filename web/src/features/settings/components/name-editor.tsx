import { TextField } from '../../../shared/ui/text-field';
import { normalizeName } from '@gold/contracts/rules/name';
import { useRequestChange } from '../api/change-requests-api';
import { nameFieldSchema } from '../lib/form-schemas';
import { SingleFieldEditor } from './single-field-editor';

/** Asks an administrator to change the name. */
export function NameEditor({ current, onClose }: { current: string; onClose(): void }) {
  const request = useRequestChange('name', { onSuccess: onClose });
  const onSubmit = (name: string) => request.mutate(normalizeName(name));
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
