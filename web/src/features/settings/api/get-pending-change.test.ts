import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API, server } from '../../../test/msw-server';
import { fetchPendingChange } from './get-pending-change';

describe('GET the pending change request', () => {
  it.each([
    ['name', '/user-auth/pending-name-change-request'],
    ['national-id', '/user-auth/pending-national-id-change-request'],
    ['birthdate', '/user-auth/pending-birthdate-change-request'],
  ] as const)('%s uses its own path', async (kind, pendingPath) => {
    server.use(http.get(`${API}${pendingPath}`, () => HttpResponse.json({ success: true, data: null })));
    expect(await fetchPendingChange(kind)).toBeNull();
  });
});
