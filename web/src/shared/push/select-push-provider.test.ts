import { afterEach, describe, expect, it } from 'vitest';
import { getRuntimeConfig, setRuntimeConfig } from '../config/runtime-config';
import { createPushProvider, getPushProvider, resetPushProvider } from './select-push-provider';

const firebase = { apiKey: 'k', projectId: 'p', messagingSenderId: 's', appId: 'a', vapidKey: 'v' };
const original = getRuntimeConfig();

afterEach(() => {
  setRuntimeConfig({ push: original.push });
  resetPushProvider();
});

describe('push provider selection', () => {
  it('is the browser without push config', () => {
    expect(createPushProvider(undefined).kind).toBe('browser');
    expect(createPushProvider({}).kind).toBe('browser');
  });

  it('is Firebase when the config carries a Firebase config', () => {
    expect(createPushProvider({ firebase }).kind).toBe('firebase');
    expect(createPushProvider({ provider: 'firebase', firebase }).kind).toBe('firebase');
  });

  it('is the browser when asked for, even with a Firebase config', () => {
    expect(createPushProvider({ provider: 'browser', firebase }).kind).toBe('browser');
  });

  it('is Web Push when asked for with the server’s VAPID key, and the browser without the key', () => {
    expect(createPushProvider({ provider: 'webpush', vapidPublicKey: 'BKey', firebase }).kind).toBe('webpush');
    expect(createPushProvider({ provider: 'webpush' }).kind).toBe('browser');
  });

  it('is the browser when Firebase is asked for without its config', () => {
    expect(createPushProvider({ provider: 'firebase' }).kind).toBe('browser');
  });

  it('reads config.json once and keeps the provider', () => {
    setRuntimeConfig({ push: { firebase } });
    resetPushProvider();
    const provider = getPushProvider();
    expect(provider.kind).toBe('firebase');
    setRuntimeConfig({ push: undefined });
    expect(getPushProvider()).toBe(provider);
    resetPushProvider();
    expect(getPushProvider().kind).toBe('browser');
  });

  it('rejects an incomplete Firebase config in config.json', () => {
    expect(() => setRuntimeConfig({ push: { firebase: { ...firebase, vapidKey: '' } } })).toThrow();
  });
});
