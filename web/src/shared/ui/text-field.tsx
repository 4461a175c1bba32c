import { forwardRef, useId, type ElementType, type ReactNode } from 'react';
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
  Pick<FormControlProps, 'required' | 'disabled' | 'error' | 'fullWidth' | 'margin' | 'size' | 'sx' | 'className' | 'onClick'> & {
    id?: string;
    label?: ReactNode;
    helperText?: ReactNode;
    slotProps?: {
      htmlInput?: InputBaseComponentProps;
      input?: Pick<OutlinedInputProps, 'startAdornment' | 'endAdornment' | 'readOnly' | 'sx'>;
      /** As MUI's: an `id` here names the helper text but not the input's `aria-describedby`. */
      formHelperText?: { id?: string; component?: ElementType };
    };
  };

/**
 * MUI's outlined TextField without its `select` mode: the same markup, ids, classes and theme defaults (`MuiTextField`,
 * e.g. fullWidth), but MUI's TextField imports Select, and through it Menu, Popover and Modal, into every screen with a
 * field; the sign-in screen needs none of them (docs/benchmarks.md). It is the panel's one text field (eslint.config.js
 * keeps MUI's out); a select is a `SelectField`.
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
    onClick,
    ...input
  } = props;
  const generated = useId();
  const id = idOverride ?? generated;
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl
      ref={ref}
      className={['MuiTextField-root', className].filter(Boolean).join(' ')}
      {...{ required, disabled, error, fullWidth, margin, size, sx, onClick }}
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
      {helperText && (
        <FormHelperText id={helperTextId} {...slotProps?.formHelperText}>
          {helperText}
        </FormHelperText>
      )}
    </FormControl>
  );
});
