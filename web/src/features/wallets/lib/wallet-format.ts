import { DEPOSIT_REFERENCE_PREFIX, RECEIPT_MAX_BYTES, RECEIPT_MIME_TYPES } from '@gold/contracts/constants';
import { mgToGrams } from '@gold/contracts/money';
import { readAmount, type AmountKind } from '@gold/contracts/rules/amount-input';
import { formatPersianNumber } from '@gold/contracts/rules/persian-number';
import type { User } from '@gold/contracts/profile';
import { isGoldCurrency, isMoneyCurrency } from '@gold/contracts/wallets';
import type { WalletView } from '../../../entities/wallets/api/get-wallets';
import { formatDigitGroups, formatDigits, formatToman, withSignFirst } from '../../../shared/lib/format';
import { WALLETS_TEXT } from '../messages';

/** Persian digits with separators, to the currency's precision (Toman whole, gold to the milligram). */
export function formatAmount(value: number, precision: number): string {
  const digits = Math.min(Math.max(0, Math.trunc(precision)), 8);
  // Rounded half away from zero; -0 would print as "-۰".
  const text = formatPersianNumber(value === 0 ? 0 : value, { maximumFractionDigits: digits });
  // fa-IR's minus would sit between the number and its unit in a Persian line.
  return withSignFirst(text);
}

/** What a row's currency code shows: its precision and unit, from the customer's wallet when one matches. */
export function currencyDisplay(code: string, wallets: readonly WalletView[]): { precision: number; unit: string } {
  const wallet = wallets.find((w) => w.currency.code === code);
  if (wallet && wallet.currency.unit) return { precision: wallet.currency.precision, unit: wallet.currency.unit };
  if (isGoldCurrency(code)) return { precision: 3, unit: WALLETS_TEXT.grams };
  if (isMoneyCurrency(code)) return { precision: 0, unit: WALLETS_TEXT.toman };
  return { precision: 0, unit: code };
}

/** A signed amount, the sign always written and read first: +۱٬۰۰۰ or −۱٬۰۰۰ (the minus sign, not a hyphen). */
export function formatSigned(value: number, precision: number): string {
  const text = formatAmount(Math.abs(value), precision);
  if (text === formatAmount(0, precision)) return text;
  return withSignFirst(`${value < 0 ? '\u2212' : '+'}${text}`);
}

/** A wallet's amount field reads Toman (whole) or gold (to the milligram), by the currency's precision. */
export const amountKindFor = (precision: number): AmountKind => (precision > 0 ? 'grams' : 'toman');

/** The amount a field holds, in the wallet's unit (Toman, or grams), or null while the amount rule gives none. */
export function amountInUnit(text: string, kind: AmountKind): number | null {
  const reading = readAmount(text, kind);
  if (reading.status !== 'ok') return null;
  return kind === 'toman' ? reading.value : mgToGrams(reading.value);
}

/** The customer's deposit ID, or 'PARZ-' and the last 8 characters of their id when the provider sends none. */
export function depositReference(user: Pick<User, 'id' | 'depositReferenceId'>): string {
  return user.depositReferenceId?.trim() || `${DEPOSIT_REFERENCE_PREFIX}${user.id.slice(-8)}`;
}

/** 100000 -> '۱۰۰ هزار', 5000000 -> '۵ میلیون'. */
export function shortToman(value: number): string {
  if (value >= 1_000_000 && value % 1_000_000 === 0) return `${formatDigits(value / 1_000_000)} ${WALLETS_TEXT.million}`;
  if (value >= 1000 && value % 1000 === 0) return `${formatDigits(value / 1000)} ${WALLETS_TEXT.thousand}`;
  return formatToman(value);
}

/** IR, the check digits and the last four: IR06 **** **** 0001 (a bullet would pass for a Persian zero). */
export function maskIban(iban: string): string {
  const clean = iban.replace(/\s/g, '').toUpperCase();
  if (clean.length < 8) return formatDigits(clean);
  return formatDigitGroups(`${clean.slice(0, 4)} **** **** ${clean.slice(-4)}`);
}

const RECEIPT_EXTENSIONS: Record<string, (typeof RECEIPT_MIME_TYPES)[number]> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
};

/**
 * Why a receipt cannot be sent, or null: JPG, PNG or PDF, at most 10 MB (spec 2 section 5). A browser that names no
 * type for a file is taken at the file name's word; the server checks the content.
 */
export function receiptProblem(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  const extension = file.name.split('.').at(-1)?.toLowerCase() ?? '';
  const type = file.type || RECEIPT_EXTENSIONS[extension] || '';
  if (!(RECEIPT_MIME_TYPES as readonly string[]).includes(type)) return WALLETS_TEXT.receiptType;
  if (file.size > RECEIPT_MAX_BYTES) return WALLETS_TEXT.receiptSize;
  return null;
}

/** A server path such as /uploads/receipts/x.png on the API's host, which may not be the panel's. */
export function absoluteUrl(path: string, apiBaseUrl: string): string {
  if (/^[a-z][a-z\d+.-]*:/i.test(path)) return path;
  const base = (apiBaseUrl || window.location.origin).replace(/\/+$/, '');
  return `${base}${path.startsWith('/') ? '' : '/'}${path}`;
}

/** Whether `url` is on the API's own host: only there may the session's token go with a request. */
export function isOnApiHost(url: string, apiBaseUrl: string): boolean {
  try {
    const api = new URL(apiBaseUrl || window.location.origin, window.location.origin);
    return new URL(url, window.location.origin).origin === api.origin;
  } catch {
    return false;
  }
}
