import { forwardRef, useId, type ReactNode } from 'react';
import { useDefaultProps } from '@mui/material/DefaultPropsProvider';
import FormControl, { type FormControlProps } from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import Select from '@mui/material/Select';

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
  const generated = useId();
  const id = idOverride ?? generated;
  const labelId = label ? `${id}-label` : undefined;
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl
      ref={ref}
      className={['MuiTextField-root', className].filter(Boolean).join(' ')}
      {...{ required, disabled, error, fullWidth, sx }}
      variant="outlined"
    >
      {label != null && label !== '' && (
        <InputLabel htmlFor={id} id={labelId} shrink>
          {label}
        </InputLabel>
      )}
      <Select
        native
        id={id}
        labelId={labelId}
        value={value}
        aria-describedby={helperTextId}
        input={<OutlinedInput {...input} id={id} value={value} label={label} fullWidth={fullWidth} notched />}
      >
        {children}
      </Select>
      {helperText && <FormHelperText id={helperTextId}>{helperText}</FormHelperText>}
    </FormControl>
  );
});
