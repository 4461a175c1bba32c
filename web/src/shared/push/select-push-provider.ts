import { getRuntimeConfig, type RuntimeConfig } from '../config/runtime-config';
import { createBrowserPushProvider } from './browser-push-provider';
import { createFirebasePushProvider } from './firebase-push-provider';
import type { PushProvider } from './push-provider';

/** Firebase when config.json carries a Firebase config (and does not ask for `browser`); the browser otherwise. */
export function createPushProvider(config: RuntimeConfig['push']): PushProvider {
  if (config?.firebase && config.provider !== 'browser') return createFirebasePushProvider(config.firebase);
  return createBrowserPushProvider();
}

let current: PushProvider | null = null;

/** The panel's one provider, made from the runtime config on first use. */
export function getPushProvider(): PushProvider {
  current ??= createPushProvider(getRuntimeConfig().push);
  return current;
}

/** Tests: forget the provider, so the next call reads the config again. */
export function resetPushProvider(): void {
  current = null;
}
