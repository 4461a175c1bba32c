/**
 * Characters that draw nothing: white space, control and format characters (the zero-width space, joiners and
 * non-joiner, the word joiner, the byte-order mark, the bidi marks, embeddings, overrides and isolates, the soft
 * hyphen) and the fillers that look blank (the Hangul fillers, the blank Braille pattern). A text made only of them
 * shows as an empty card, so it is no text at all.
 */
const INVISIBLE = /[\p{White_Space}\p{Cc}\p{Cf}\u115F\u1160\u3164\uFFA0\u2800]/u;

/**
 * How many characters of `text` a reader sees: code points, not UTF-16 units, so one emoji or a letter outside the
 * Basic Multilingual Plane counts once. A length minimum counts these, so a name of one letter and a non-joiner is
 * one letter long; a maximum still counts what is stored (a field's `maxlength`).
 */
export function visibleLength(text: string): number {
  let count = 0;
  for (const char of text) if (!INVISIBLE.test(char)) count += 1;
  return count;
}

/** Whether `text` has at least one character a reader sees. */
export const hasVisibleText = (text: string): boolean => visibleLength(text) > 0;
