import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { InvalidResponseError } from '../../../shared/api/normalize';
import { API, server } from '../../../test/msw-server';
import { cancelChange, fetchPendingChange, normalizePendingChange, requestChange } from './change-requests-api';

const REQUEST = { id: 'cr-1', requestedName: 'مریم احمدی', createdAt: '2025-03-01T08:00:00.000Z' };

describe('normalizePendingChange', () => {
  it.each([
    ['data', { success: true, data: { ...REQUEST, status: 'pending' } }],
    ['data.data', { data: { data: REQUEST } }],
    ['the bare request', REQUEST],
  ])('reads the request in %s', (_name, body) => {
    expect(normalizePendingChange(body)).toEqual(REQUEST);
  });

  it.each([
    ['data null', { success: true, data: null }],
    ['data.data null', { success: true, data: { data: null } }],
    ['no data at all', { success: true, data: undefined }],
    ['a request no longer pending', { success: true, data: { ...REQUEST, status: 'rejected' } }],
  ])('reads %s as no pending request', (_name, body) => {
    expect(normalizePendingChange(body)).toBeNull();
  });

  it('turns a numeric id and value into text', () => {
    expect(normalizePendingChange({ data: { id: 5, requestedName: 499370899, createdAt: REQUEST.createdAt } })).toEqual({
      id: '5',
      requestedName: '499370899',
      createdAt: REQUEST.createdAt,
    });
  });

  it('throws InvalidResponseError for an answer of another shape', () => {
    expect(() => normalizePendingChange({ success: true, data: { something: 'else' } })).toThrow(InvalidResponseError);
  });
});

describe('the change-request calls', () => {
  it.each([
    ['name', '/user-auth/request-name-change', '/user-auth/pending-name-change-request', '/user-auth/cancel-name-change-request', { name: 'v' }],
    [
      'national-id',
      '/user-auth/request-national-id-change',
      '/user-auth/pending-national-id-change-request',
      '/user-auth/cancel-national-id-change-request',
      { nationalId: 'v' },
    ],
    [
      'birthdate',
      '/user-auth/request-birthdate-change',
      '/user-auth/pending-birthdate-change-request',
      '/user-auth/cancel-birthdate-change-request',
      { birthdate: 'v' },
    ],
  ] as const)('%s uses its own paths and field', async (kind, requestPath, pendingPath, cancelPath, body) => {
    const seen: unknown[] = [];
    server.use(
      http.post(`${API}${requestPath}`, async ({ request }) => {
        seen.push(await request.json());
        return HttpResponse.json({ success: true, data: { ...REQUEST, requestedName: 'v', status: 'pending' } }, { status: 201 });
      }),
      http.get(`${API}${pendingPath}`, () => HttpResponse.json({ success: true, data: null })),
      http.post(`${API}${cancelPath}/:id`, ({ params }) => {
        seen.push(params.id);
        return HttpResponse.json({ success: true });
      }),
    );
    expect(await requestChange(kind, 'v')).toEqual({ ...REQUEST, requestedName: 'v' });
    expect(await fetchPendingChange(kind)).toBeNull();
    await cancelChange(kind, 'cr-1');
    expect(seen).toEqual([body, 'cr-1']);
  });
});
