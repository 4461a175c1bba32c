import { describe, expect, it } from 'vitest';
import { clickTarget, DEFAULT_PUSH_TITLE, parsePushText, readPushMessage } from './push-message';

describe('reading a push in the service worker', () => {
  it('reads the mock’s Web Push payload as it is', () => {
    expect(readPushMessage({ id: 'n-1', title: 'واریز', body: 'انجام شد', type: 'transaction', url: '/wallets' })).toEqual({
      id: 'n-1',
      title: 'واریز',
      body: 'انجام شد',
      url: '/wallets',
    });
  });

  it('reads Firebase’s notification and data, the page from data.url', () => {
    expect(
      readPushMessage({
        notification: { title: 'تیکت', body: 'پاسخ رسید' },
        data: { id: 'n-2', url: '/tickets?ticket=7' },
        fcmMessageId: 'm-1',
      }),
    ).toEqual({ id: 'n-2', title: 'تیکت', body: 'پاسخ رسید', url: '/tickets?ticket=7' });
  });

  it('takes the page from the click rules when Firebase names only the type', () => {
    expect(readPushMessage({ notification: { title: 't' }, data: { type: 'ticket', ticketId: '9' } }).url).toBe(
      '/tickets?ticket=9',
    );
    expect(readPushMessage({ notification: { title: 't' }, data: { type: 'kyc' } }).url).toBe('/settings?section=kyc');
    expect(readPushMessage({ notification: { title: 't' }, data: { type: 'other' } }).url).toBe('/notifications');
  });

  it('falls back to the message id, the default title and the notifications page', () => {
    expect(readPushMessage({ notification: { title: '  ' }, fcmMessageId: 'm-3' })).toEqual({
      id: 'm-3',
      title: DEFAULT_PUSH_TITLE,
      body: '',
      url: '/notifications',
    });
    expect(readPushMessage(null)).toEqual({ id: null, title: DEFAULT_PUSH_TITLE, body: '', url: '/notifications' });
    expect(readPushMessage({ type: 'nonsense', title: 5 }).url).toBe('/notifications');
  });

  it('reads a plain-text push as its body, and an empty one as nothing', () => {
    expect(readPushMessage(parsePushText('سلام'))).toMatchObject({ title: DEFAULT_PUSH_TITLE, body: 'سلام' });
    expect(parsePushText(null)).toEqual({});
    expect(parsePushText('{"title":"x"}')).toEqual({ title: 'x' });
  });
});

describe('what a click opens', () => {
  const origin = 'https://panel.example';
  it('opens the panel’s own pages', () => {
    expect(clickTarget('/wallets', origin)).toBe('https://panel.example/wallets');
    expect(clickTarget('https://panel.example/trading?side=sell', origin)).toBe('https://panel.example/trading?side=sell');
  });

  it('never another site: the notifications page instead', () => {
    expect(clickTarget('https://evil.example/x', origin)).toBe('https://panel.example/notifications');
    expect(clickTarget('//evil.example/x', origin)).toBe('https://panel.example/notifications');
    expect(clickTarget('javascript:alert(1)', origin)).toBe('https://panel.example/notifications');
  });
});
