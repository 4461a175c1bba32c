import { describe, expect, it } from 'vitest';
import { InvalidResponseError } from '../../../shared/api/normalize';
import { normalizeKyc } from './get-kyc';

const KYC = {
  kycLevel: 1,
  nationalId: '0499370899',
  nationalIdVerified: true,
  birthdate: '1370/05/23',
  birthdateVerified: true,
  bankVerified: false,
};

describe('normalizeKyc', () => {
  it.each([
    ['data', { success: true, data: KYC }],
    ['data.data', { success: true, data: { data: KYC } }],
    ['the bare object', KYC],
  ])('accepts the KYC in %s', (_name, body) => {
    expect(normalizeKyc(body)).toEqual(KYC);
  });

  it('reads a level sent as a string and defaults the fields left out', () => {
    expect(normalizeKyc({ data: { kycLevel: '2' } })).toEqual({
      kycLevel: 2,
      nationalId: null,
      nationalIdVerified: false,
      birthdate: null,
      birthdateVerified: false,
      bankVerified: false,
    });
  });

  it.each([
    ['no level', { data: { nationalId: 'x' } }],
    ['a level out of range', { data: { ...KYC, kycLevel: 3 } }],
    ['null', null],
  ])('throws InvalidResponseError for %s', (_name, body) => {
    expect(() => normalizeKyc(body)).toThrow(InvalidResponseError);
  });
});
