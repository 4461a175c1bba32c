import type { ReactElement } from 'react';
import { Controller, type Control, type ControllerRenderProps, type FieldValues, type Path } from 'react-hook-form';
import { fieldError } from './form-error';

type Props<T extends FieldValues, N extends Path<T>> = {
  control: Control<T>;
  name: N;
  /** Gets the field's value, handlers and ref, plus `error` and `helperText` for MUI. */
  children: (props: ControllerRenderProps<T, N> & ReturnType<typeof fieldError>) => ReactElement;
};

/** A react-hook-form field rendered by MUI, with the form's error rules applied. */
export function FormField<T extends FieldValues, N extends Path<T>>({ control, name, children }: Props<T, N>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => children({ ...field, ...fieldError(fieldState.error) })}
    />
  );
}
