import { forwardRef, useId, type ReactNode } from 'react';
import { useDefaultProps } from '@mui/material/DefaultPropsProvider';
import FormControl, { type FormControlProps } from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';

type InputProps = Pick<
  OutlinedInputProps,
  'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'onFocus' | 'onKeyDown' | 'onPaste' | 'inputRef' | 'type' | 'autoComplete'
> &
  Pick<OutlinedInputProps, 'autoFocus' | 'placeholder' | 'name' | 'multiline' | 'rows' | 'minRows' | 'maxRows' | 'readOnly'>;

export type TextFieldProps = InputProps &
  Pick<FormControlProps, 'required' | 'disabled' | 'error' | 'fullWidth' | 'margin' | 'size' | 'sx' | 'className'> & {
    id?: string;
    label?: ReactNode;
    helperText?: ReactNode;
    slotProps?: {
      htmlInput?: InputBaseComponentProps;
      input?: Pick<OutlinedInputProps, 'startAdornment' | 'endAdornment' | 'readOnly' | 'sx'>;
    };
  };

/**
 * MUI's outlined TextField without its `select` mode: the same markup, ids, classes and theme defaults (`MuiTextField`,
 * e.g. fullWidth), but MUI's TextField imports Select, and through it Menu, Popover and Modal, into every screen with a
 * field; the sign-in screen needs none of them (docs/benchmarks.md). A field that is a select uses MUI's TextField.
 */
export const TextField = forwardRef<HTMLDivElement, TextFieldProps>(function TextField(inProps, ref) {
  const props = useDefaultProps({ props: inProps, name: 'MuiTextField' }) as TextFieldProps;
  const {
    id: idOverride,
    label,
    helperText,
    slotProps,
    required,
    disabled,
    error,
    fullWidth,
    margin,
    size,
    sx,
    className,
    ...input
  } = props;
  const generated = useId();
  const id = idOverride ?? generated;
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl
      ref={ref}
      className={['MuiTextField-root', className].filter(Boolean).join(' ')}
      {...{ required, disabled, error, fullWidth, margin, size, sx }}
      variant="outlined"
    >
      {label != null && label !== '' && (
        <InputLabel htmlFor={id} id={`${id}-label`}>
          {label}
        </InputLabel>
      )}
      <OutlinedInput
        {...input}
        {...slotProps?.input}
        id={id}
        label={label}
        fullWidth={fullWidth}
        aria-describedby={helperTextId}
        inputProps={slotProps?.htmlInput}
      />
      {helperText && <FormHelperText id={helperTextId}>{helperText}</FormHelperText>}
    </FormControl>
  );
});
