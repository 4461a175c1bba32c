import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API, server } from '../../../test/msw-server';
import { createBankAccount } from './bank-account-mutations';

const ACCOUNT = {
  id: 'ba-1',
  bankName: 'بانک ملت',
  bankCode: '012',
  accountNumber: '1234567890',
  iban: 'IR120120000000001234567890',
  cardNumber: '6104337912345678',
  ownerName: 'سارا محمدی',
  status: 'verified',
  verifiedBy: 'admin',
  verifiedAt: '2025-01-02T10:00:00.000Z',
};

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
