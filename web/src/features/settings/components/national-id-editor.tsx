import { formatNationalIdInput } from '@gold/contracts/rules/national-id';
import { FormattedField } from '../../../shared/ui/formatted-field';
import { useRequestChange } from '../api/request-change';
import { nationalIdFieldSchema } from '../lib/form-schemas';
import { SETTINGS_TEXT } from '../messages';
import { SingleFieldEditor } from './single-field-editor';

/** Asks an administrator to change the national ID: ten digits with a valid check digit. */
export function NationalIdEditor({ current, onClose }: { current: string; onClose(): void }) {
  const request = useRequestChange('national-id', { onSuccess: onClose });
  const onSubmit = (nationalId: string) => request.mutate(nationalId);
  return (
    <SingleFieldEditor
      formLabel={SETTINGS_TEXT.nationalIdForm}
      schema={nationalIdFieldSchema}
      defaultValue={formatNationalIdInput(current)}
      submitLabel={SETTINGS_TEXT.sendRequest}
      busy={request.isPending}
      onSubmit={onSubmit}
      onCancel={onClose}
      renderField={(field) => (
        <FormattedField {...field} label={SETTINGS_TEXT.newNationalId} format={formatNationalIdInput} inputMode="numeric" autoComplete="off" required fullWidth />
      )}
    />
  );
}
