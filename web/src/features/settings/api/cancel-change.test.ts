import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API, server } from '../../../test/msw-server';
import { cancelChange } from './cancel-change';

describe('POST the cancellation of a change request', () => {
  it.each([
    ['name', '/user-auth/cancel-name-change-request'],
    ['national-id', '/user-auth/cancel-national-id-change-request'],
    ['birthdate', '/user-auth/cancel-birthdate-change-request'],
  ] as const)('%s uses its own path', async (kind, cancelPath) => {
    const seen: unknown[] = [];
    server.use(
      http.post(`${API}${cancelPath}/:id`, ({ params }) => {
        seen.push(params.id);
        return HttpResponse.json({ success: true });
      }),
    );
    await cancelChange(kind, 'cr-1');
    expect(seen).toEqual(['cr-1']);
  });
});
