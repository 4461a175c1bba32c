import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RUNTIME_CONFIG_ELEMENT_ID } from '@gold/contracts/constants';
import { server } from '../../test/msw-server';
import { getRuntimeConfig, loadRuntimeConfig, setRuntimeConfig } from './runtime-config';

const inIndex = (text: string) => {
  const element = document.createElement('script');
  element.id = RUNTIME_CONFIG_ELEMENT_ID;
  element.type = 'application/json';
  element.textContent = text;
  document.head.append(element);
};

afterEach(() => {
  document.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.remove();
  setRuntimeConfig({ apiBaseUrl: '', socketUrl: '' });
});

describe('loadRuntimeConfig', () => {
  it('reads the configuration the server wrote into index.html, without asking for config.json', async () => {
    const fetched = vi.fn();
    server.use(http.get('*/config.json', () => (fetched(), HttpResponse.json({ apiBaseUrl: 'https://wrong.example' }))));
    inIndex(JSON.stringify({ apiBaseUrl: 'https://api.example', socketUrl: 'https://live.example' }));
    await loadRuntimeConfig();
    expect(getRuntimeConfig()).toMatchObject({ apiBaseUrl: 'https://api.example', socketUrl: 'https://live.example' });
    expect(fetched).not.toHaveBeenCalled();
  });

  it('reads config.json on a host that writes nothing into index.html', async () => {
    server.use(http.get('*/config.json', () => HttpResponse.json({ apiBaseUrl: 'https://api.example' })));
    await loadRuntimeConfig();
    expect(getRuntimeConfig().apiBaseUrl).toBe('https://api.example');
  });

  it('offers price alerts only where the configuration says so', async () => {
    server.use(http.get('*/config.json', () => HttpResponse.json({ apiBaseUrl: 'https://api.example' })));
    await loadRuntimeConfig();
    expect(getRuntimeConfig().capabilities).toEqual({ priceAlerts: false });
    inIndex(JSON.stringify({ capabilities: { priceAlerts: true } }));
    await loadRuntimeConfig();
    expect(getRuntimeConfig().capabilities).toEqual({ priceAlerts: true });
    document.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.remove();
    inIndex(JSON.stringify({ capabilities: {} }));
    await loadRuntimeConfig();
    expect(getRuntimeConfig().capabilities).toEqual({ priceAlerts: false });
    setRuntimeConfig({ capabilities: { priceAlerts: false } });
  });

  it('reads the Web Push settings the mock serves', async () => {
    const push = {
      provider: 'webpush',
      vapidPublicKey: 'BP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A8',
    };
    inIndex(JSON.stringify({ apiBaseUrl: '', push }));
    await loadRuntimeConfig();
    expect(getRuntimeConfig().push).toEqual(push);
    setRuntimeConfig({ push: undefined });
  });

  it.each([
    ['text that is not JSON', '{"apiBaseUrl":'],
    ['JSON of the wrong shape', JSON.stringify({ apiBaseUrl: 42 })],
  ])('falls back to config.json when index.html holds %s', async (_what, text) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(http.get('*/config.json', () => HttpResponse.json({ apiBaseUrl: 'https://api.example' })));
    inIndex(text);
    await loadRuntimeConfig();
    expect(getRuntimeConfig().apiBaseUrl).toBe('https://api.example');
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});
