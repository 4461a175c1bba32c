import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { setRuntimeConfig } from '../../../shared/config/runtime-config';
import { ok } from '../../../test/fixtures';
import { API, server } from '../../../test/msw-server';
import { uploadReceipt } from './upload-receipt';
import { RefusedError } from './wallet-errors';

afterEach(() => setRuntimeConfig({ apiBaseUrl: '' }));

const receipt = () => new File([new Uint8Array(3000)], 'bank-receipt.pdf', { type: 'application/pdf' });

describe('uploadReceipt', () => {
  it('sends the file as multipart field `file`, reports the browser’s progress, and puts the answer on the API host', async () => {
    setRuntimeConfig({ apiBaseUrl: 'http://localhost:3000' });
    let sent: { name: string; size: number; type: string; contentType: string | null } | null = null;
    server.use(
      http.post(`${API}/wallets/me/upload-receipt`, async ({ request }) => {
        const file = (await request.formData()).get('file') as File;
        sent = { name: file.name, size: file.size, type: file.type, contentType: request.headers.get('content-type') };
        return HttpResponse.json(
          { success: true, data: { fileUrl: '/uploads/receipts/ab12.pdf', fileName: 'ab12.pdf' } },
          { status: 201 },
        );
      }),
    );
    const progress: number[] = [];
    expect(await uploadReceipt(receipt(), (p) => progress.push(p))).toEqual({
      fileName: 'ab12.pdf',
      fileUrl: 'http://localhost:3000/uploads/receipts/ab12.pdf',
      originalName: 'bank-receipt.pdf',
    });
    expect(sent).toEqual({
      name: 'bank-receipt.pdf',
      size: 3000,
      type: 'application/pdf',
      contentType: expect.stringMatching(/^multipart\/form-data; boundary=/),
    });
    expect(progress.at(-1)).toBe(100);
  });

  it('names the file from its address when the answer does not, and reads data.data', async () => {
    server.use(http.post(`${API}/wallets/me/upload-receipt`, () => ok({ data: { fileUrl: '/uploads/receipts/cd34.png' } })));
    expect(await uploadReceipt(receipt())).toEqual({
      fileName: 'cd34.png',
      fileUrl: `${window.location.origin}/uploads/receipts/cd34.png`,
      originalName: 'bank-receipt.pdf',
    });
  });

  it('a flat refusal is a failure', async () => {
    server.use(http.post(`${API}/wallets/me/upload-receipt`, () => HttpResponse.json({ success: false, error: 'رد شد' })));
    await expect(uploadReceipt(receipt())).rejects.toThrow(RefusedError);
  });
});
