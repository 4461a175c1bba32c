import { useEffect, type ReactElement } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Box from '@mui/material/Box';
import type { ControllerRenderProps } from 'react-hook-form';
import { FormField } from '../../../shared/ui/form-field';
import type { fieldError } from '../../../shared/ui/form-error';
import { TextField, type TextFieldProps } from '../../../shared/ui/text-field';
import { EditorActions } from './editor-actions';

type Values = { value: string };
export type EditorFieldProps = ControllerRenderProps<Values, 'value'> & ReturnType<typeof fieldError>;

/** A required text field's own props; the editor adds the value, the error and the wiring. */
type TextFieldSpec = Pick<TextFieldProps, 'label' | 'type' | 'autoComplete' | 'slotProps'>;

type Props = {
  /** The form's accessible name. */
  formLabel: string;
  schema: z.ZodType<string, string>;
  defaultValue: string;
  submitLabel: string;
  busy: boolean;
  /** Called with the valid value; the editor stays open until the caller closes it. */
  onSubmit(value: string): Promise<void> | void;
  onCancel(): void;
} & ({ field: TextFieldSpec; renderField?: never } | { renderField(field: EditorFieldProps): ReactElement; field?: never });

const textField =
  (spec: TextFieldSpec) =>
  ({ ref, ...field }: EditorFieldProps) => <TextField {...field} inputRef={ref} {...spec} required fullWidth />;

/** An inline one-field form (name, e-mail, national ID) with save and cancel. */
export function SingleFieldEditor({
  formLabel,
  schema,
  defaultValue,
  submitLabel,
  busy,
  field,
  renderField,
  onSubmit,
  onCancel,
}: Props) {
  const { control, handleSubmit, setFocus } = useForm<Values>({
    resolver: zodResolver(z.object({ value: schema })),
    defaultValues: { value: defaultValue },
  });
  useEffect(() => setFocus('value'), [setFocus]);

  return (
    <Box
      component="form"
      noValidate
      aria-label={formLabel}
      onSubmit={handleSubmit(({ value }) => onSubmit(value))}
      sx={{ mt: 1.5, display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}
    >
      <Box sx={{ flex: 1, minWidth: 220 }}>
        <FormField control={control} name="value">
          {renderField ?? textField(field)}
        </FormField>
      </Box>
      <EditorActions submitLabel={submitLabel} busy={busy} onCancel={onCancel} sx={{ display: 'flex', gap: 1, pt: 1 }} />
    </Box>
  );
}
