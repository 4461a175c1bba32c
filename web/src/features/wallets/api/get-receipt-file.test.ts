import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@gold/contracts/constants';
import { storage } from '../../../shared/lib/storage';
import { API, server } from '../../../test/msw-server';
import { fetchReceiptFile } from './get-receipt-file';

describe('fetchReceiptFile', () => {
  it('reads the receipt as a file, with the session’s token', async () => {
    let authorization: string | null = null;
    server.use(
      http.get(`${API}/uploads/receipts/a.png`, ({ request }) => {
        authorization = request.headers.get('authorization');
        return new HttpResponse(new Uint8Array([1, 2, 3]), { headers: { 'Content-Type': 'image/png' } });
      }),
    );
    storage.set(STORAGE_KEYS.authToken, 'tok-1');
    const file = await fetchReceiptFile(`${API}/uploads/receipts/a.png`);
    expect(file).toBeInstanceOf(Blob);
    expect(file.size).toBe(3);
    expect(authorization).toBe('Bearer tok-1');
  });
});
