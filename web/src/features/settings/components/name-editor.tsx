import { normalizeName } from '@gold/contracts/rules/name';
import { useRequestChange } from '../api/request-change';
import { nameFieldSchema } from '../lib/form-schemas';
import { SETTINGS_TEXT } from '../messages';
import { SingleFieldEditor } from './single-field-editor';

const NAME_FIELD = { label: SETTINGS_TEXT.newName, autoComplete: 'name' } as const;

/** Asks an administrator to change the name. */
export function NameEditor({ current, onClose }: { current: string; onClose(): void }) {
  const request = useRequestChange('name', { onSuccess: onClose });
  const onSubmit = (name: string) => request.mutate(normalizeName(name));
  return (
    <SingleFieldEditor
      formLabel={SETTINGS_TEXT.nameForm}
      schema={nameFieldSchema}
      defaultValue={current}
      submitLabel={SETTINGS_TEXT.sendRequest}
      busy={request.isPending}
      onSubmit={onSubmit}
      onCancel={onClose}
      field={NAME_FIELD}
    />
  );
}
