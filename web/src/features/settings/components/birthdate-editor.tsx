import { useEffect, useId } from 'react';
import { Controller, useForm, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import { TextField } from '../../../shared/ui/text-field';
import Typography from '@mui/material/Typography';
import { formatBirthdate, parseBirthdate } from '@gold/contracts/rules/birthdate';
import { onlyDigits, toPersianDigits } from '@gold/contracts/rules/digits';
import { useRequestChange } from '../api/request-change';
import { birthdateFormSchema, type BirthdateForm } from '../lib/form-schemas';
import { SETTINGS_TEXT } from '../messages';
import { EditorActions } from './editor-actions';

type Part = keyof BirthdateForm;

const PARTS: Array<{ name: Part; label: string; length: number; autoComplete: string; next?: Part; width: number }> = [
  { name: 'year', label: SETTINGS_TEXT.birthdateParts.year, length: 4, autoComplete: 'bday-year', next: 'month', width: 110 },
  { name: 'month', label: SETTINGS_TEXT.birthdateParts.month, length: 2, autoComplete: 'bday-month', next: 'day', width: 80 },
  { name: 'day', label: SETTINGS_TEXT.birthdateParts.day, length: 2, autoComplete: 'bday-day', width: 80 },
];

/**
 * Every part's message, each said once (three empty fields share one), with the id each field is described by.
 */
function listProblems(errors: FieldErrors<BirthdateForm>, errorId: string) {
  const lines: Array<{ id: string; message: string }> = [];
  const idOf: Partial<Record<Part, string>> = {};
  for (const { name } of PARTS) {
    const message = errors[name]?.message;
    if (!message) continue;
    let line = lines.find((l) => l.message === message);
    if (!line) {
      line = { id: `${errorId}-${name}`, message };
      lines.push(line);
    }
    idOf[name] = line.id;
  }
  return { lines, idOf };
}

/**
 * The birthdate as three Persian-calendar fields; a full year moves on to the month and a full month to the
 * day. Asks an administrator to approve the change.
 */
export function BirthdateEditor({ current, onClose }: { current: string | null; onClose(): void }) {
  const hintId = useId();
  const errorId = useId();
  const request = useRequestChange('birthdate', { onSuccess: onClose });
  const { control, handleSubmit, setFocus, formState } = useForm<BirthdateForm>({
    resolver: zodResolver(birthdateFormSchema),
    defaultValues: parseBirthdate(current) ?? { year: '', month: '', day: '' },
  });
  useEffect(() => setFocus('year'), [setFocus]);
  const problems = listProblems(formState.errors, errorId);

  const onSubmit = handleSubmit((parts) => request.mutate(formatBirthdate(parts)));

  return (
    <Box component="form" noValidate aria-label={SETTINGS_TEXT.birthdateForm} onSubmit={onSubmit} sx={{ mt: 1.5 }}>
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
        <Typography component="legend" sx={{ fontWeight: 600, mb: 0.5 }}>
          {SETTINGS_TEXT.newBirthdate}
        </Typography>
        <Typography id={hintId} variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {SETTINGS_TEXT.birthdateHint}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {PARTS.map((part) => (
            <Controller
              key={part.name}
              control={control}
              name={part.name}
              render={({ field, fieldState }) => (
                <TextField
                  name={field.name}
                  // Persian digits as everywhere in the panel; the form keeps and sends ASCII.
                  value={toPersianDigits(field.value)}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  onChange={(e) => {
                    const next = onlyDigits(e.target.value).slice(0, part.length);
                    field.onChange(next);
                    if (part.next && next.length === part.length && field.value.length < part.length) setFocus(part.next);
                  }}
                  label={part.label}
                  required
                  error={Boolean(fieldState.error)}
                  autoComplete={part.autoComplete}
                  sx={{ width: part.width }}
                  slotProps={{
                    htmlInput: {
                      inputMode: 'numeric',
                      dir: 'ltr',
                      className: 'tabular-nums',
                      'aria-describedby': problems.idOf[part.name] ? `${hintId} ${problems.idOf[part.name]}` : hintId,
                      style: { textAlign: 'center' },
                    },
                  }}
                />
              )}
            />
          ))}
        </Box>
        {problems.lines.length > 0 && (
          <Box
            component="ul"
            sx={{
              m: 0,
              mt: 1,
              paddingInlineStart: problems.lines.length > 1 ? 2.5 : 0,
              listStyle: problems.lines.length > 1 ? 'disc' : 'none',
            }}
          >
            {problems.lines.map((line) => (
              <FormHelperText key={line.id} id={line.id} component="li" error sx={{ m: 0 }}>
                {line.message}
              </FormHelperText>
            ))}
          </Box>
        )}
      </Box>
      <EditorActions submitLabel={SETTINGS_TEXT.sendRequest} busy={request.isPending} onCancel={onClose} />
    </Box>
  );
}
