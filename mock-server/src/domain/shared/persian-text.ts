/** Pieces of the Persian text notifications and ledger descriptions are written in. */

/** A number as a Persian reader writes it: Persian digits, grouped, up to three decimals (grams). */
export const faNumber = (n: number) => n.toLocaleString('fa-IR', { maximumFractionDigits: 3 });

/** An administrator's note, when there is one, after the sentence it explains. */
export const withNote = (text: string, note: string | null | undefined) => (note ? `${text} توضیح: ${note}` : text);
