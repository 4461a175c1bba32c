import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import type { FieldError, FieldErrors, FieldValues, UseFormWatch } from 'react-hook-form';
import { FORM_MESSAGES } from '@gold/contracts/auth-forms';

/** A form's failure, announced to screen readers. */
export function FormError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <Alert severity="error" role="alert" sx={{ mb: 2 }}>
      {message}
    </Alert>
  );
}

/** 'Please fill all fields' is said once above the form, not under every empty field. */
export function missingFieldsMessage(errors: FieldErrors): string | null {
  return Object.values(errors).some((e) => e?.message === FORM_MESSAGES.fillAll) ? FORM_MESSAGES.fillAll : null;
}

/** Props for a field: red when wrong, and its own message unless it is the shared 'fill all' one. */
export function fieldError(error: FieldError | undefined) {
  return {
    error: Boolean(error),
    helperText: error?.message && error.message !== FORM_MESSAGES.fillAll ? error.message : undefined,
  };
}

/** The server's answer to the last submit, cleared as soon as the customer edits any field: it no longer applies. */
export function useServerError<T extends FieldValues>(watch: UseFormWatch<T>) {
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    const subscription = watch(() => setFailure(null));
    return () => subscription.unsubscribe();
  }, [watch]);
  return [failure, setFailure] as const;
}
