import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API, server } from '../../../test/msw-server';
import { requestChange } from './request-change';

const REQUEST = { id: 'cr-1', requestedName: 'مریم احمدی', createdAt: '2025-03-01T08:00:00.000Z' };

describe('POST a change request', () => {
  it.each([
    ['name', '/user-auth/request-name-change', { name: 'v' }],
    ['national-id', '/user-auth/request-national-id-change', { nationalId: 'v' }],
    ['birthdate', '/user-auth/request-birthdate-change', { birthdate: 'v' }],
  ] as const)('%s uses its own path and field', async (kind, requestPath, body) => {
    const seen: unknown[] = [];
    server.use(
      http.post(`${API}${requestPath}`, async ({ request }) => {
        seen.push(await request.json());
        return HttpResponse.json({ success: true, data: { ...REQUEST, requestedName: 'v', status: 'pending' } }, { status: 201 });
      }),
    );
    expect(await requestChange(kind, 'v')).toEqual({ ...REQUEST, requestedName: 'v' });
    expect(seen).toEqual([body]);
  });
});
