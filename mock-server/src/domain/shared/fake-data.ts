import type { Faker } from '@faker-js/faker';
import { faker as persianFaker } from '@faker-js/faker/locale/fa';
import { cardFromBody } from '@gold/contracts/rules/card';
import { ibanFromBban } from '@gold/contracts/rules/iban';

/**
 * faker's Persian build is `new Faker({ locale: [fa, en, base] })`: Persian first, English for what Persian lacks.
 * Importing it alone, not the package's root, leaves the other locales unloaded, a large part of the server's memory;
 * a new instance of its class over its definitions draws the same values from the same seed.
 */
const PersianFaker = persianFaker.constructor as new (options: { locale: Faker['rawDefinitions'] }) => Faker;

/** Seeded so the same seed gives the same demo data. */
export const createFaker = (seed: number) => {
  const faker = new PersianFaker({ locale: persianFaker.rawDefinitions });
  faker.seed(seed);
  return faker;
};

/** A valid Iranian national code built from nine random digits. */
export function makeNationalId(faker: Faker): string {
  for (;;) {
    const body = faker.string.numeric({ length: 9, allowLeadingZeros: true });
    const sum = [...body].reduce((acc, d, i) => acc + Number(d) * (10 - i), 0);
    const r = sum % 11;
    const id = body + String(r < 2 ? r : 11 - r);
    if (!/^(\d)\1{9}$/.test(id)) return id;
  }
}

/** A card number of the bank's prefix that passes the Luhn check. */
export function makeCardNumber(faker: Faker, prefix: string): string {
  return cardFromBody(prefix + faker.string.numeric({ length: 9, allowLeadingZeros: true }));
}

export function makeIban(faker: Faker, bankCode: string): string {
  return ibanFromBban(bankCode + faker.string.numeric({ length: 19, allowLeadingZeros: true }));
}
