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

/** What goes on a field's root rather than its input. */
type RootProps = Pick<
  FormControlProps,
  'required' | 'disabled' | 'error' | 'fullWidth' | 'margin' | 'size' | 'sx' | 'className' | 'onClick'
>;

export type TextFieldProps = InputProps &
  RootProps & {
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
  const { id: idOverride, label, helperText, slotProps, ...rest } = props;
  const [root, input] = splitRootProps(rest);
  const id = useFieldId(idOverride);
  return (
    <FieldFrame ref={ref} id={id} label={label} helperText={helperText} helperTextProps={slotProps?.formHelperText} {...root}>
      <OutlinedInput
        {...input}
        {...slotProps?.input}
        id={id}
        label={label}
        fullWidth={root.fullWidth}
        aria-describedby={helperTextIdOf(id, helperText)}
        inputProps={slotProps?.htmlInput}
      />
    </FieldFrame>
  );
});

function splitRootProps<P extends RootProps>(props: P): [RootProps, Omit<P, keyof RootProps>] {
  const { required, disabled, error, fullWidth, margin, size, sx, className, onClick, ...input } = props;
  return [{ required, disabled, error, fullWidth, margin, size, sx, className, onClick }, input];
}

/** The field's id: the caller's, else a generated one. */
export function useFieldId(idOverride: string | undefined) {
  const generated = useId();
  return idOverride ?? generated;
}

/** The id of a field's helper text, when it has one (MUI's). */
export const helperTextIdOf = (id: string, helperText: ReactNode) => (helperText ? `${id}-helper-text` : undefined);

type FrameProps = RootProps & {
  id: string;
  label?: ReactNode;
  /** The label always above the input, as over a select, which always shows a value. */
  shrink?: boolean;
  helperText?: ReactNode;
  helperTextProps?: { id?: string; component?: ElementType };
  /** The input. */
  children: ReactNode;
};

/** MUI TextField's outlined frame around an input: its root with its class, the label, the helper text. */
export const FieldFrame = forwardRef<HTMLDivElement, FrameProps>(function FieldFrame(
  { id, label, shrink, helperText, helperTextProps, className, children, ...root },
  ref,
) {
  return (
    <FormControl ref={ref} className={['MuiTextField-root', className].filter(Boolean).join(' ')} {...root} variant="outlined">
      {label != null && label !== '' && (
        <InputLabel htmlFor={id} id={`${id}-label`} shrink={shrink}>
          {label}
        </InputLabel>
      )}
      {children}
      {helperText && (
        <FormHelperText id={helperTextIdOf(id, helperText)} {...helperTextProps}>
          {helperText}
        </FormHelperText>
      )}
    </FormControl>
  );
});
