import { z } from 'zod';
import { FORM_MESSAGES } from '@gold/contracts/auth-forms';
import { IBAN_DIGITS, NAME_MAX_LENGTH, NAME_MIN_LENGTH, NATIONAL_ID_LENGTH } from '@gold/contracts/constants';
import { normalizeName } from '@gold/contracts/rules/name';
import { updateProfileRequestSchema } from '@gold/contracts/profile';
import { birthdateError, type BirthdateParts } from '@gold/contracts/rules/birthdate';
import { isValidCardNumber } from '@gold/contracts/rules/card';
import { onlyDigits } from '@gold/contracts/rules/digits';
import { isValidIban } from '@gold/contracts/rules/iban';
import { isValidNationalId } from '@gold/contracts/rules/national-id';
import { FIELD_TEXT } from '../messages';

/** The first failing rule's message wins, so a field shows one message at a time. */
const firstFailing = (rules: Array<[(value: string) => boolean, string]>) =>
  z.string().superRefine((value, ctx) => {
    const failed = rules.find(([passes]) => !passes(value));
    if (failed) ctx.addIssue({ code: 'custom', message: failed[1] });
  });

const filled = (value: string) => value.trim().length > 0;

/** Counted as the server stores it: trimmed, inner spaces collapsed. */
export const nameFieldSchema = firstFailing([
  [filled, FIELD_TEXT.nameRequired],
  [(v) => normalizeName(v).length >= NAME_MIN_LENGTH, FORM_MESSAGES.nameTooShort],
  [(v) => normalizeName(v).length <= NAME_MAX_LENGTH, FORM_MESSAGES.nameTooLong],
]);

export const emailFieldSchema = firstFailing([
  [filled, FIELD_TEXT.emailRequired],
  [(v) => updateProfileRequestSchema.shape.email.safeParse(v.trim()).success, 'ایمیل معتبر نیست'],
]);

export const nationalIdFieldSchema = firstFailing([
  [filled, FIELD_TEXT.nationalIdRequired],
  [(v) => onlyDigits(v).length === NATIONAL_ID_LENGTH, FIELD_TEXT.nationalIdLength],
  [(v) => isValidNationalId(onlyDigits(v)), FIELD_TEXT.nationalIdInvalid],
]);

const BIRTHDATE_PARTS = ['year', 'month', 'day'] as const;

/** Spec 1 section 5: all three required, year 1300-1410, month 1-12, day 1-31 (30 from Mehr on). */
export const birthdateFormSchema = z
  .object({ year: z.string(), month: z.string(), day: z.string() })
  .superRefine((parts: BirthdateParts, ctx) => {
    const error = birthdateError(parts);
    if (!error) return;
    if (error === 'required') {
      for (const part of BIRTHDATE_PARTS) {
        if (!onlyDigits(parts[part])) ctx.addIssue({ code: 'custom', path: [part], message: FIELD_TEXT.birthdateRequired });
      }
      return;
    }
    const day = Number(onlyDigits(parts.day));
    const message =
      error === 'year'
        ? FIELD_TEXT.birthdateYear
        : error === 'month'
          ? FIELD_TEXT.birthdateMonth
          : day >= 1 && day <= 31
            ? FIELD_TEXT.birthdateDay30
            : FIELD_TEXT.birthdateDay;
    ctx.addIssue({ code: 'custom', path: [error], message });
  });
export type BirthdateForm = z.infer<typeof birthdateFormSchema>;

/** Spec 1 section 5: bank, account number and IBAN required; a card, when given, must pass Luhn. */
export const bankAccountFormSchema = z.object({
  bankName: z.string(),
  bankCode: z.string().min(1, { error: FIELD_TEXT.bankRequired }),
  accountNumber: firstFailing([
    [filled, FIELD_TEXT.accountNumberRequired],
    [(v) => onlyDigits(v).length >= 6, FIELD_TEXT.accountNumberInvalid],
  ]),
  iban: firstFailing([
    [filled, FIELD_TEXT.ibanRequired],
    [(v) => onlyDigits(v).length === IBAN_DIGITS, FIELD_TEXT.ibanLength],
    [isValidIban, FIELD_TEXT.ibanInvalid],
  ]),
  cardNumber: z.string().refine((v) => !v || isValidCardNumber(v), { error: FIELD_TEXT.cardInvalid }),
  ownerName: z.string(),
});
export type BankAccountForm = z.infer<typeof bankAccountFormSchema>;
