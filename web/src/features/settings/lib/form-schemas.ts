import { z } from 'zod';
import { FORM_MESSAGES } from '@gold/contracts/auth-forms';
import { BIRTH_YEAR_MIN, IBAN_DIGITS, NAME_MAX_LENGTH, NAME_MIN_LENGTH, NATIONAL_ID_LENGTH } from '@gold/contracts/constants';
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
  [(v) => updateProfileRequestSchema.safeParse({ email: v.trim() }).success, 'ایمیل معتبر نیست'],
]);

export const nationalIdFieldSchema = firstFailing([
  [filled, FIELD_TEXT.nationalIdRequired],
  [(v) => onlyDigits(v).length === NATIONAL_ID_LENGTH, FIELD_TEXT.nationalIdLength],
  [(v) => isValidNationalId(onlyDigits(v)), FIELD_TEXT.nationalIdInvalid],
]);

/** A date that passes every rule, so that one part at a time can be put to the shared rule. */
const VALID_BIRTHDATE: BirthdateParts = { year: String(BIRTH_YEAR_MIN), month: '1', day: '1' };
const passesAlone = (part: keyof BirthdateParts) => (value: string) =>
  birthdateError({ ...VALID_BIRTHDATE, [part]: value }) === null;
const birthdatePart = (part: keyof BirthdateParts, message: string) =>
  firstFailing([
    [(v) => onlyDigits(v).length > 0, FIELD_TEXT.birthdateRequired],
    [passesAlone(part), message],
  ]);

/**
 * Spec 1 section 5: all three required, year 1300-1410, month 1-12, day 1-31 (30 from Mehr on). Each part is checked
 * on its own, so a bad year, month and day are all reported at once; the contracts' rule decides each of them, and
 * the whole date, so the form and the server agree.
 */
export const birthdateFormSchema = z
  .object({
    year: birthdatePart('year', FIELD_TEXT.birthdateYear),
    month: birthdatePart('month', FIELD_TEXT.birthdateMonth),
    day: birthdatePart('day', FIELD_TEXT.birthdateDay),
  })
  .refine(({ month, day }) => birthdateError({ ...VALID_BIRTHDATE, month, day }) !== 'day', {
    path: ['day'],
    message: FIELD_TEXT.birthdateDay30,
    // Day 31 of a month with 30, whatever the year says: only when the month and the day are each fine.
    when: ({ issues }) => !issues.some((issue) => issue.path?.[0] === 'month' || issue.path?.[0] === 'day'),
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
