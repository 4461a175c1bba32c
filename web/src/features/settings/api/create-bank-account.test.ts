import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API, server } from '../../../test/msw-server';
import { anAccount } from '../test/render-settings';
import { createBankAccount } from './create-bank-account';

const ACCOUNT = anAccount();

describe('POST /bank-accounts', () => {
  it('create sends the body and reads data.result', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(`${API}/bank-accounts`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ success: true, data: { result: { ...ACCOUNT, status: 'pending' } } }, { status: 201 });
      }),
    );
    const input = { accountNumber: '1234567890', iban: ACCOUNT.iban, ownerName: 'سارا', bankName: 'بانک ملت', bankCode: '012' };
    expect(await createBankAccount(input)).toMatchObject({ id: 'ba-1', status: 'pending' });
    expect(bodies).toEqual([input]);
  });
});
