import { forwardRef, type ReactNode } from 'react';
import { useDefaultProps } from '@mui/material/DefaultPropsProvider';
import type { FormControlProps } from '@mui/material/FormControl';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import Select from '@mui/material/Select';
import { FieldFrame, helperTextIdOf, useFieldId } from './text-field';

export type SelectFieldProps = Pick<OutlinedInputProps, 'value' | 'onChange' | 'onBlur' | 'inputRef' | 'name'> &
  Pick<FormControlProps, 'required' | 'disabled' | 'error' | 'fullWidth' | 'sx' | 'className'> & {
    id?: string;
    label?: ReactNode;
    helperText?: ReactNode;
    /** The `<option>`s. */
    children: ReactNode;
  };

/**
 * A native select with the markup of MUI's `<TextField select>` with `slotProps={{ select: { native: true },
 * inputLabel: { shrink: true } }}`: the label always sits above, as a native select always shows a value. It is the
 * select beside the panel's `TextField`, which has no select mode.
 */
export const SelectField = forwardRef<HTMLDivElement, SelectFieldProps>(function SelectField(inProps, ref) {
  const props = useDefaultProps({ props: inProps, name: 'MuiTextField' }) as SelectFieldProps;
  const {
    id: idOverride,
    label,
    helperText,
    children,
    required,
    disabled,
    error,
    fullWidth,
    sx,
    className,
    value,
    ...input
  } = props;
  const id = useFieldId(idOverride);
  return (
    <FieldFrame
      ref={ref}
      id={id}
      label={label}
      shrink
      helperText={helperText}
      {...{ required, disabled, error, fullWidth, sx, className }}
    >
      <Select
        native
        id={id}
        labelId={label ? `${id}-label` : undefined}
        value={value}
        aria-describedby={helperTextIdOf(id, helperText)}
        input={<OutlinedInput {...input} id={id} value={value} label={label} fullWidth={fullWidth} notched />}
      >
        {children}
      </Select>
    </FieldFrame>
  );
});
