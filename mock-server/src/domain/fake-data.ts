import { Faker, base, en, fa } from '@faker-js/faker';
import { cardFromBody } from '@gold/contracts/rules/card';
import { ibanFromBban } from '@gold/contracts/rules/iban';

/** Persian first, English for what Persian lacks; seeded so the same seed gives the same demo data. */
export const createFaker = (seed: number) => {
  const faker = new Faker({ locale: [fa, en, base] });
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
