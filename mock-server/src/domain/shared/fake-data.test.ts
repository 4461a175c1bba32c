import { Faker, base, en, fa } from '@faker-js/faker';
import { describe, expect, it } from 'vitest';
import { createFaker } from './fake-data';

describe('createFaker', () => {
  it('draws what a Faker over [fa, en, base] draws from the same seed, so the seeded demo data stays the same', () => {
    const draw = (f: Faker) => [
      f.person.fullName(),
      f.location.city(),
      f.location.streetAddress(),
      f.internet.email(),
      f.lorem.paragraph(),
      f.company.name(),
      f.string.numeric({ length: 9, allowLeadingZeros: true }),
      f.string.uuid(),
      f.number.int({ min: 0, max: 1_000_000 }),
      f.date.past({ refDate: new Date('2026-11-21T06:00:00Z') }).toISOString(),
      f.phone.number(),
    ];
    for (const seed of [1, 2, 7, 12_345]) {
      const reference = new Faker({ locale: [fa, en, base] });
      reference.seed(seed);
      expect(draw(createFaker(seed)), `seed ${seed}`).toEqual(draw(reference));
    }
    expect(createFaker(1).person.firstName()).toMatch(/^[\u0600-\u06FF\s\u200c]+$/);
  });
});
