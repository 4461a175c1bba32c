import fc from 'fast-check';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { REPORT_MAX_DAYS, REPORT_PAGE_SIZE, reportResponseSchema } from '@gold/contracts/reports';
import { addDays, tehranDay } from '@gold/contracts/rules/jalali';
import { buildMock, expectErrorEnvelope, MOBILES, signIn, type Mock } from '../test-utils';

/** Saturday 2026-11-21, 09:30 in Tehran (30 Aban 1405). */
const START = new Date('2026-11-21T09:30:00+03:30');
const TODAY = '2026-11-21';

let mock: Mock;
/** The KYC 2 customer, with a seeded history. */
let token: string;

beforeEach(async () => {
  mock = buildMock({}, START);
  token = await signIn(mock, MOBILES.kyc2);
});
afterEach(async () => {
  await mock.close();
});

const get = (query: string, as: string | null = token) => {
  const req = mock.http().get(`/accounting/reports${query}`);
  return as === null ? req : req.set('Authorization', `Bearer ${as}`);
};

function expectValidation(res: request.Response, path: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expectErrorEnvelope(res.body, 'VALIDATION_ERROR');
  expect(res.body.details.map((d: { path: string }) => d.path)).toContain(path);
}

describe('GET /accounting/reports', () => {
  it('answers the canonical envelope, 20 movements a page by default', async () => {
    const res = await get(`?from=${addDays(TODAY, -365)}&to=${TODAY}`);
    expect(res.status).toBe(200);
    const { data } = reportResponseSchema.parse(res.body);
    expect(res.body.success).toBe(true);
    expect(data.period).toEqual({ from: addDays(TODAY, -365), to: TODAY });
    expect(data.movements.total).toBeGreaterThan(REPORT_PAGE_SIZE);
    expect(data.movements.items).toHaveLength(REPORT_PAGE_SIZE);
    expect(data.movements.totalPages).toBe(Math.ceil(data.movements.total / REPORT_PAGE_SIZE));
    expect(data.wallets.map((w) => w.currency)).toEqual(['TOMAN', 'GOLD_18K']);
    expect(data.months).toHaveLength(13);
  });

  it('takes a period of one day, and one of exactly the longest length', async () => {
    expect((await get(`?from=${TODAY}&to=${TODAY}`)).status).toBe(200);
    const longest = await get(`?from=${addDays(TODAY, -(REPORT_MAX_DAYS - 1))}&to=${TODAY}`);
    expect(longest.status).toBe(200);
    expect(reportResponseSchema.parse(longest.body).data.months.length).toBeGreaterThanOrEqual(36);
  });

  it('answers 400 when the period ends before it starts, or is longer than three years', async () => {
    expectValidation(await get(`?from=${TODAY}&to=${addDays(TODAY, -1)}`), 'to');
    expectValidation(await get(`?from=${addDays(TODAY, -REPORT_MAX_DAYS)}&to=${TODAY}`), 'to');
  });

  it('answers 400 for a missing or malformed day, a Jalali date sent as a Gregorian one, or a repeated parameter', async () => {
    expectValidation(await get(`?to=${TODAY}`), 'from');
    expectValidation(await get(`?from=${TODAY}`), 'to');
    expectValidation(await get(''), 'from');
    for (const bad of [
      '2026-02-30',
      '2026-11-1',
      '21-11-2026',
      '2026/11/21',
      '1405-08-30',
      'today',
      '',
      '2026-11-21T00:00:00Z',
    ]) {
      expectValidation(await get(`?from=${encodeURIComponent(bad)}&to=${TODAY}`), 'from');
    }
    expectValidation(await get(`?from=${TODAY}&from=${TODAY}&to=${TODAY}`), 'from');
  });

  it('answers 400 for a bad page or limit', async () => {
    for (const [query, path] of [
      ['page=0', 'page'],
      ['page=-1', 'page'],
      ['page=1.5', 'page'],
      ['page=x', 'page'],
      ['limit=0', 'limit'],
      ['limit=101', 'limit'],
    ]) {
      expectValidation(await get(`?from=${TODAY}&to=${TODAY}&${query}`), path);
    }
  });

  it('never answers 5xx, whatever the query says (property)', async () => {
    const day = fc.oneof(
      fc.string({ maxLength: 12 }),
      fc
        .date({ min: new Date('0100-01-01'), max: new Date('9999-12-31'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10)),
      fc.constantFrom('1899-12-31', '1900-01-01', '2199-12-31', '2200-01-01', '0000-00-00', '9999-99-99'),
    );
    await fc.assert(
      fc.asyncProperty(day, day, fc.option(fc.string({ maxLength: 4 })), async (from, to, page) => {
        const query = new URLSearchParams({ from, to, ...(page === null ? {} : { page }) });
        const res = await get(`?${query}`);
        expect([200, 400], JSON.stringify(res.body)).toContain(res.status);
        if (res.status === 200) reportResponseSchema.parse(res.body);
      }),
      { numRuns: 150 },
    );
  });

  it('answers 401 without a token or with a tampered one', async () => {
    const none = await get(`?from=${TODAY}&to=${TODAY}`, null);
    expect(none.status).toBe(401);
    expectErrorEnvelope(none.body, 'UNAUTHORIZED');
    // One character in the middle of the signature changed.
    const [head, payload, signature] = token.split('.');
    const i = Math.floor(signature.length / 2);
    const tampered = `${head}.${payload}.${signature.slice(0, i)}${signature[i] === 'A' ? 'B' : 'A'}${signature.slice(i + 1)}`;
    const res = await get(`?from=${TODAY}&to=${TODAY}`, tampered);
    expect(res.status).toBe(401);
    expectErrorEnvelope(res.body, 'UNAUTHORIZED');
  });

  it('answers 403 to a customer an administrator deactivated, as every other customer call does', async () => {
    expect(
      (
        await mock
          .http()
          .patch(`/__mock/users/${encodeURIComponent(MOBILES.kyc2)}`)
          .send({ isActive: false })
      ).status,
    ).toBe(200);
    const res = await get(`?from=${TODAY}&to=${TODAY}`);
    expect(res.status).toBe(403);
    expectErrorEnvelope(res.body, 'ACCOUNT_INACTIVE');
  });

  it("reads the signed-in customer's own wallets only: the KYC 1 customer sees a history that is not the KYC 2 one's", async () => {
    const other = await signIn(mock, MOBILES.kyc1);
    const range = `?from=${addDays(TODAY, -365)}&to=${tehranDay(mock.clock.now())}&limit=100`;
    const mine = reportResponseSchema.parse((await get(range)).body).data;
    const theirs = reportResponseSchema.parse((await get(range, other)).body).data;
    const ids = new Set(mine.movements.items.map((m) => m.id));
    expect(theirs.movements.items.length).toBeGreaterThan(0);
    expect(theirs.movements.items.some((m) => ids.has(m.id))).toBe(false);
    expect(theirs.wallets).not.toEqual(mine.wallets);
  });
});
