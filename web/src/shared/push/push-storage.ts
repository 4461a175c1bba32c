/**
 * What push keeps in the browser, beside the spec's own stored keys:
 * - localStorage `push_device_token`: the browser provider's stable device token ('browser:' + a random UUID);
 * - localStorage `push_registration`: { userId, token, at } of the last POST /users/me/fcm-token from this
 *   browser, so the token is registered again after PUSH_TOKEN_REFRESH_MS (7 days);
 * - sessionStorage `push_banner_dismissed`: the customer hid the banner for this session.
 */
export const PUSH_STORAGE_KEYS = {
  deviceToken: 'push_device_token',
  registration: 'push_registration',
  bannerDismissed: 'push_banner_dismissed',
} as const;

export type PushRegistration = { userId: string; token: string; at: number };

function read(store: () => Storage, key: string): string | null {
  try {
    return store().getItem(key);
  } catch {
    return null;
  }
}

function write(store: () => Storage, key: string, value: string): void {
  try {
    store().setItem(key, value);
  } catch {
    /* storage unavailable: the value lives for this page only */
  }
}

const local = () => localStorage;
const session = () => sessionStorage;

function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID exists only in secure contexts; build a v4 UUID by hand elsewhere.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The same token for this browser every time, made on first use. */
export function browserDeviceToken(): string {
  const stored = read(local, PUSH_STORAGE_KEYS.deviceToken);
  if (stored) return stored;
  const token = `browser:${randomUuid()}`;
  write(local, PUSH_STORAGE_KEYS.deviceToken, token);
  return token;
}

export function readRegistration(): PushRegistration | null {
  try {
    const value = JSON.parse(read(local, PUSH_STORAGE_KEYS.registration) ?? 'null') as Partial<PushRegistration> | null;
    if (value && typeof value.userId === 'string' && typeof value.token === 'string' && typeof value.at === 'number') {
      return { userId: value.userId, token: value.token, at: value.at };
    }
  } catch {
    /* unreadable: treated as never registered */
  }
  return null;
}

export const writeRegistration = (registration: PushRegistration) =>
  write(local, PUSH_STORAGE_KEYS.registration, JSON.stringify(registration));

export const bannerDismissed = () => read(session, PUSH_STORAGE_KEYS.bannerDismissed) === '1';
export const dismissBanner = () => write(session, PUSH_STORAGE_KEYS.bannerDismissed, '1');
