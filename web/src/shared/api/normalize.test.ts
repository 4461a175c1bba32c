import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { InvalidResponseError, unwrap } from './normalize';

const price = z.object({ buyPrice: z.number(), sellPrice: z.number() });
const X = { buyPrice: 2_500_000, sellPrice: 2_480_000 };

describe('unwrap', () => {
  it('accepts the answer in data.data', () => {
    expect(unwrap({ success: true, data: { data: X } }, price)).toEqual(X);
  });

  it('accepts the answer in data', () => {
    expect(unwrap({ success: true, data: X }, price)).toEqual(X);
  });

  it('accepts the bare answer', () => {
    expect(unwrap(X, price)).toEqual(X);
  });

  it('takes the innermost candidate that matches', () => {
    const loose = z.object({}).loose();
    expect(unwrap({ data: { data: X } }, loose)).toEqual(X);
  });

  it('accepts an array or a data array', () => {
    const list = z.array(z.object({ id: z.string() }));
    expect(unwrap([{ id: 'a' }], list)).toEqual([{ id: 'a' }]);
    expect(unwrap({ success: true, data: [{ id: 'a' }] }, list)).toEqual([{ id: 'a' }]);
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['a string', '<html>'],
    ['a number', 42],
    ['an empty object', {}],
    ['the wrong shape', { data: { data: { buyPrice: 'cheap' } } }],
    ['too deep', { data: { data: { data: X } } }],
  ])('throws InvalidResponseError for %s', (_name, body) => {
    expect(() => unwrap(body, price)).toThrow(InvalidResponseError);
  });

  it('says so in its message', () => {
    expect(() => unwrap(null, price)).toThrow('invalid response from server');
  });
});

describe('a provider user with fields left out', () => {
  it('reads as a user with the missing values empty', async () => {
    const { userSchema } = await import('@gold/contracts/profile');
    const user = unwrap({ success: true, data: { id: 'u1', mobile: '+989121234567', name: 'سارا', isActive: true, isVerified: true } }, userSchema);
    expect(user).toMatchObject({ nationalId: null, birthdate: null, fcmTokens: [] });
  });
});
