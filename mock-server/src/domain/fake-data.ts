import { Faker, base, en, fa } from '@faker-js/faker';
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
  const body = prefix + faker.string.numeric({ length: 9, allowLeadingZeros: true });
  let sum = 0;
  for (let i = 0; i < 15; i++) {
    let d = Number(body[14 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return body + String((10 - (sum % 10)) % 10);
}

export function makeIban(faker: Faker, bankCode: string): string {
  return ibanFromBban(bankCode + faker.string.numeric({ length: 19, allowLeadingZeros: true }));
}
