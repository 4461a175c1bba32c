const PERSIAN_ZERO = 0x06f0;
const ARABIC_INDIC_ZERO = 0x0660;

/** Turns Persian (۰-۹) and Arabic-Indic (٠-٩) digits into ASCII; everything else is kept. */
export function toAsciiDigits(input: string): string {
  return input.replace(/[\u06F0-\u06F9\u0660-\u0669]/g, (ch) => {
    const code = ch.charCodeAt(0);
    const base = code >= PERSIAN_ZERO ? PERSIAN_ZERO : ARABIC_INDIC_ZERO;
    return String(code - base);
  });
}

/** ASCII digits only, after converting Persian and Arabic-Indic digits. */
export function onlyDigits(input: string): string {
  return toAsciiDigits(input).replace(/\D/g, '');
}
