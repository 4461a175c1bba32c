/**
 * What a formatting field keeps of a keystroke or a paste, written back into the field at once. React puts a
 * controlled field back to its value after every event; Preact re-renders only when the value changes, so a
 * keystroke the format drops (a letter in an amount, a digit past the limit) would otherwise stay on screen.
 */
export function keepTyped(field: HTMLInputElement | HTMLTextAreaElement, format: (typed: string) => string): string {
  const kept = format(field.value);
  if (field.value !== kept) field.value = kept;
  return kept;
}
