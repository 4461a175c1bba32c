import { afterEach, describe, expect, it } from 'vitest';
import { buildMock, expectErrorEnvelope, type Mock } from '../test-utils';

const TOKEN = 'demo-control-token-42';
let mock: Mock | undefined;
afterEach(async () => {
  await mock?.close();
  mock = undefined;
});

describe('the control API and console with MOCK_CONTROL_TOKEN set', () => {
  it('refuses the control API without the token, or with a wrong one, in Persian', async () => {
    mock = buildMock({ controlToken: TOKEN });
    const bare = await mock.http().get('/__mock/otps');
    expect(bare.status).toBe(401);
    expectErrorEnvelope(bare.body, 'CONTROL_TOKEN_REQUIRED');
    const wrong = await mock.http().get('/__mock/otps').set('Authorization', `Bearer ${TOKEN}x`);
    expect(wrong.status).toBe(401);
    // A write is refused before it changes anything.
    const credit = await mock.http().put('/__mock/market').send({ mode: 'closed' });
    expect(credit.status).toBe(401);
    expect((await mock.http().get('/market-status')).body.data.currentStatus).not.toBe('closed');
  });

  it('answers a bearer of the token', async () => {
    mock = buildMock({ controlToken: TOKEN });
    const res = await mock.http().get('/__mock/otps').set('Authorization', `Bearer ${TOKEN}`);
    expect(res.status).toBe(200);
  });

  it('shows the console a sign-in page; the right token signs in with a cookie only /__mock receives', async () => {
    mock = buildMock({ controlToken: TOKEN });
    const page = await mock.http().get('/__mock/console');
    expect(page.status).toBe(401);
    expect(page.text).toContain('ورود به کنسول نمایشی');
    expect(page.text).not.toContain('09120000001');

    const wrong = await mock.http().post('/__mock/sign-in').type('form').send({ token: 'guess' });
    expect(wrong.status).toBe(401);
    expect(wrong.text).toContain('رمز دسترسی درست نیست');
    expect(wrong.headers['set-cookie']).toBeUndefined();

    const right = await mock.http().post('/__mock/sign-in').type('form').send({ token: TOKEN });
    expect(right.status).toBe(303);
    expect(right.headers.location).toBe('/__mock/console');
    const cookie = String(right.headers['set-cookie']);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).toMatch(/Path=\/__mock/i);
    const console = await mock.http().get('/__mock/console').set('Cookie', cookie.split(';')[0]);
    expect(console.status).toBe(200);
    expect(console.text).toContain('09120000001');
    expect((await mock.http().get('/__mock/otps').set('Cookie', cookie.split(';')[0])).status).toBe(200);
  });

  it('leaves the customer API alone', async () => {
    mock = buildMock({ controlToken: TOKEN });
    expect((await mock.http().get('/gold-price')).status).toBe(200);
  });
});

describe('the control API without MOCK_CONTROL_TOKEN', () => {
  it('stays open, as on a salesperson’s laptop', async () => {
    mock = buildMock();
    expect((await mock.http().get('/__mock/otps')).status).toBe(200);
    expect((await mock.http().get('/__mock/console')).status).toBe(200);
  });
});
