import type { FormEventHandler, ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';

type Props = {
  /** The form's id: the submit button sits outside it, in the dialog's actions. */
  formId: string;
  /** The dialog title's id, when it names the form. */
  labelledBy?: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Sending: cancel is disabled and submit spins. */
  sending: boolean;
  /** The server's answer to the last submit, under the fields. */
  failure: string | null;
  cancelLabel: string;
  onCancel(): void;
  submitLabel: ReactNode;
  submitDisabled?: boolean;
  submitDescribedBy?: string;
  /** The fields, in a grid. */
  children: ReactNode;
};

/** A dialog's form (a deposit, a withdrawal, a new ticket): the fields and their failure, then cancel and submit. */
export function DialogForm({
  formId,
  labelledBy,
  onSubmit,
  sending,
  failure,
  cancelLabel,
  onCancel,
  submitLabel,
  submitDisabled,
  submitDescribedBy,
  children,
}: Props) {
  return (
    <>
      <DialogContent>
        <Box
          component="form"
          id={formId}
          noValidate
          onSubmit={onSubmit}
          aria-labelledby={labelledBy}
          sx={{ display: 'grid', gap: 2.5, pt: 1 }}
        >
          {children}
          {failure && (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          )}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={sending}>
          {cancelLabel}
        </Button>
        <Button
          type="submit"
          form={formId}
          variant="contained"
          loading={sending}
          disabled={submitDisabled}
          aria-describedby={submitDescribedBy}
        >
          {submitLabel}
        </Button>
      </DialogActions>
    </>
  );
}
