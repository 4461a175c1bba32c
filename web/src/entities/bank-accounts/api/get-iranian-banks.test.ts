import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API, server } from '../../../test/msw-server';
import { fetchIranianBanks } from './get-iranian-banks';

describe('GET /bank-accounts/iranian-banks', () => {
  it('reads the catalogue through the client', async () => {
    server.use(
      http.get(`${API}/bank-accounts/iranian-banks`, () =>
        HttpResponse.json({ success: true, data: [{ code: '012', name: 'بانک ملت', englishName: 'Mellat' }] }),
      ),
    );
    expect(await fetchIranianBanks()).toEqual([{ code: '012', name: 'بانک ملت', englishName: 'Mellat' }]);
  });
});
