import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Request } from 'express';
import { API, errorsOf, type Operation } from '@gold/contracts/api';
import { okMessageSchema } from '@gold/contracts/common';
import { walletListResponseSchema } from '@gold/contracts/wallets';
import { checkAgainstTable } from './http/api-table';
import { buildMock, callAs, MOBILES, signIn, type Mock } from './test-utils';

const START = new Date('2026-03-14T08:00:00Z');
const rows = Object.entries(API) as [string, Operation][];

describe('the API table (contracts/src/api.ts)', () => {
  let mock: Mock;
  let token: string;
  beforeAll(async () => {
    mock = buildMock({}, START);
    token = await signIn(mock, MOBILES.kyc2);
  });
  afterAll(() => mock.close());

  // Every other way an answer leaves a route is checked against its row (http/validation.ts, http/errors.ts) in every
  // API test; this one proves the other direction, that no row names a call the mock does not serve.
  it.each(rows)('%s is served by the mock', async (_id, op) => {
    const path = op.path.replace(/\{\w+\}/g, 'no-such-id');
    const res = await callAs(mock, op.method, path, token, op.body ? {} : undefined);
    expect(res.body?.errorCode, `${op.method.toUpperCase()} ${op.path}`).not.toBe('ROUTE_NOT_FOUND');
  });

  it('names each call once, with its errors in the error table', () => {
    const routes = rows.map(([, op]) => `${op.method} ${op.path}`);
    expect(new Set(routes).size).toBe(routes.length);
    for (const [, op] of rows) expect(errorsOf(op)).toContain('INTERNAL_ERROR');
  });
});

describe('checkAgainstTable', () => {
  const req = (method: string, path: string, originalUrl = path) =>
    ({ method, route: { path }, originalUrl }) as unknown as Request;

  it('passes an answer its row names', () => {
    expect(() => checkAgainstTable(req('GET', '/wallets/me'), { status: 200, schema: walletListResponseSchema })).not.toThrow();
    expect(() => checkAgainstTable(req('GET', '/wallets/me/:id'), { status: 404, code: 'NOT_FOUND' })).not.toThrow();
    expect(() => checkAgainstTable(req('HEAD', '/wallets/me'), { status: 401, code: 'UNAUTHORIZED' })).not.toThrow();
  });

  it('refuses another status, another contract, an error the row does not name, and a route the table lacks', () => {
    expect(() => checkAgainstTable(req('GET', '/wallets/me'), { status: 201, schema: walletListResponseSchema })).toThrow(
      /says 200/,
    );
    expect(() => checkAgainstTable(req('GET', '/wallets/me'), { status: 200, schema: okMessageSchema })).toThrow(
      /another contract/,
    );
    expect(() => checkAgainstTable(req('GET', '/wallets/me'), { status: 409, code: 'TICKET_CLOSED' })).toThrow(/does not name/);
    expect(() => checkAgainstTable(req('GET', '/wallets/me/secret'), { status: 200, schema: okMessageSchema })).toThrow(
      /not in the API table/,
    );
  });

  it('leaves the control API and paths no route took alone', () => {
    expect(() =>
      checkAgainstTable(req('POST', '/reset', '/__mock/reset'), { status: 200, schema: okMessageSchema }),
    ).not.toThrow();
    expect(() => checkAgainstTable(req('GET', '/{*path}'), { status: 404, code: 'ROUTE_NOT_FOUND' })).not.toThrow();
    expect(() =>
      checkAgainstTable({ method: 'GET', originalUrl: '/x' } as Request, { status: 400, code: 'INVALID_JSON' }),
    ).not.toThrow();
  });
});
