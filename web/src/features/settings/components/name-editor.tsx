import { normalizeName } from '@gold/contracts/rules/name';
import { useRequestChange } from '../api/request-change';
import { nameFieldSchema } from '../lib/form-schemas';
import { SingleFieldEditor } from './single-field-editor';

const NAME_FIELD = { label: 'نام و نام خانوادگی جدید', autoComplete: 'name' } as const;

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
      field={NAME_FIELD}
    />
  );
}
