import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { API } from './api';
import { ERROR_CODES } from './errors';
import { openApiDocument } from './openapi';

const FILE = resolve(import.meta.dirname, '../../docs/openapi.json');

/**
 * The calls the two spec documents name (section 7 of each), as they write them. The receipt upload's path is "not
 * shown" there; the panel's and the mock's is listed.
 */
const SPEC_CALLS = [
  // 1-accounts-shell-settings-notifications.md
  'POST /user-auth/login',
  'POST /user-auth/register',
  'POST /user-auth/verify-otp',
  'POST /user-auth/request-otp',
  'GET /user-auth/profile',
  'PATCH /user-auth/profile',
  'POST /user-auth/forgot-password',
  'POST /user-auth/reset-password',
  'POST /user-auth/change-password',
  'POST /users/me/fcm-token',
  'DELETE /users/me/fcm-token',
  'POST /user-auth/request-name-change',
  'POST /user-auth/request-national-id-change',
  'POST /user-auth/request-birthdate-change',
  'POST /user-auth/request-phone-change',
  'POST /user-auth/confirm-phone-change',
  'GET /user-auth/pending-name-change-request',
  'GET /user-auth/pending-national-id-change-request',
  'GET /user-auth/pending-birthdate-change-request',
  'POST /user-auth/cancel-name-change-request/{id}',
  'POST /user-auth/cancel-national-id-change-request/{id}',
  'POST /user-auth/cancel-birthdate-change-request/{id}',
  'GET /kyc/me',
  'GET /bank-accounts/me',
  'POST /bank-accounts',
  'PATCH /bank-accounts/{id}',
  'DELETE /bank-accounts/{id}',
  'GET /bank-accounts/iranian-banks',
  'GET /notifications/me',
  'PATCH /notifications/me/{id}/read',
  'PATCH /notifications/me/read-all',
  'DELETE /notifications/me/{id}',
  'GET /notifications/me/stats',
  // 2-trading-wallets-tickets.md
  'GET /gold-price',
  'GET /wallets/me',
  'GET /wallets/me/{id}',
  'POST /wallets',
  'PATCH /wallets/me/{id}',
  'DELETE /wallets/me/{id}',
  'POST /api/trade-requests',
  'GET /api/trade-requests/{id}/offers',
  'POST /api/trade-requests/{id}/execute',
  'POST /api/trade-requests/{id}/cancel',
  'GET /api/trade-requests/history',
  'GET /wallets/me/{id}/transactions',
  'GET /wallets/me/transactions',
  'GET /wallets/me/deposit-requests',
  'GET /wallets/me/withdraw-requests',
  'POST /wallets/me/{id}/deposit-request',
  'POST /wallets/me/upload-receipt',
  'POST /wallets/me/{id}/withdraw-request',
  'GET /api/tickets',
  'GET /api/tickets/stats',
  'POST /api/tickets',
  'GET /api/tickets/{id}',
  'PATCH /api/tickets/{id}',
  'POST /api/tickets/{id}/messages',
  'GET /accounting/reports',
];

type Doc = {
  paths: Record<string, Record<string, { responses: Record<string, unknown>; 'x-source': string }>>;
  'x-error-codes': Record<string, { status: number; message: string }>;
  'x-socket-io': { serverEvents: Record<string, unknown> };
};

describe('the OpenAPI document', () => {
  const doc = openApiDocument() as Doc;

  it('is what docs/openapi.json holds: after a change to the contracts, run `npm run openapi`', () => {
    expect(readFileSync(FILE, 'utf8')).toBe(`${JSON.stringify(doc, null, 2)}\n`);
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(doc) as Parameters<Validator['validate']>[0]);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('points every reference at something it holds', () => {
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"#\/([^"]+)"/g)].map(([, path]) => path!);
    expect(refs.length).toBeGreaterThan(100);
    for (const path of new Set(refs)) {
      const target = path.split('/').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], doc);
      expect(target, path).toBeDefined();
    }
  });

  it('has every call of both spec documents, from the spec, and each call of the table once', () => {
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => ({ call: `${method.toUpperCase()} ${path}`, source: op['x-source'] })),
    );
    for (const call of SPEC_CALLS) {
      expect(documented.find((d) => d.call === call)?.source, call).toMatch(/^spec-[12]$/);
    }
    expect(documented).toHaveLength(Object.keys(API).length);
    // Nothing the spec does not name is marked as its.
    const fromSpec = documented.filter((d) => d.source !== 'mock').map((d) => d.call);
    expect(fromSpec.sort()).toEqual([...SPEC_CALLS].sort());
  });

  it('names the error codes with their statuses and Persian texts, and the realtime events', () => {
    expect(Object.keys(doc['x-error-codes'])).toEqual(ERROR_CODES);
    expect(doc['x-error-codes'].OTP_EXPIRED).toEqual({ status: 410, message: 'کد تأیید منقضی شده است' });
    expect(doc['x-error-codes'].OTP_COOLDOWN.message).toMatch(/^لطفاً ۴۵ ثانیه/);
    expect(doc.paths['/user-auth/verify-otp']!.post!.responses['410']).toMatchObject({ description: 'OTP_EXPIRED' });
    expect(Object.keys(doc['x-socket-io'].serverEvents)).toEqual(
      expect.arrayContaining(['price-update', 'gold-price-update', 'wallet-update', 'notification']),
    );
  });
});
