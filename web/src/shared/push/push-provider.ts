import { createHub } from '../lib/hub';

/** A message to show: from the push service, or relayed from the app's own realtime events. */
export type PushMessage = { id?: string; title?: string; body?: string };
export type PushPermission = NotificationPermission | 'unsupported';

// The service worker shows pushes too, and reads them with push-message.ts, which has no DOM in it.
export { DEFAULT_PUSH_TITLE } from './push-message';

/**
 * Where device tokens and foreground messages come from. `browser` needs no third-party key; `firebase` and
 * `webpush` are chosen by runtime config (see select-push-provider.ts).
 */
export interface PushProvider {
  readonly kind: 'browser' | 'firebase' | 'webpush';
  /** Whether this browser can show notifications at all; the banner hides when it cannot. */
  isSupported(): boolean;
  permission(): PushPermission;
  /** Asks for permission when needed, then resolves a device token. Rejects with PushPermissionError when refused. */
  getToken(): Promise<string>;
  /** Messages to show while the panel is open. Returns the unsubscribe. */
  onMessage(handler: (message: PushMessage) => void): () => void;
  /**
   * A message the app learnt of itself (a realtime `notification`). A visible page gets it through
   * onMessage; a hidden page gets a system notification when the provider can show one.
   */
  relay(message: PushMessage): void;
}

/** The customer refused (or dismissed) the browser's permission prompt. */
export class PushPermissionError extends Error {
  constructor(readonly permission: NotificationPermission) {
    super(`notification permission ${permission}`);
    this.name = 'PushPermissionError';
  }
}

/** Push cannot work here: no Notification API, a browser the push SDK turns down, or no service worker to push to. */
export class PushUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PushUnavailableError';
  }
}

const NotificationApi = (): typeof Notification | null =>
  typeof globalThis.Notification === 'function' ? globalThis.Notification : null;

export const notificationSupported = () => NotificationApi() !== null;

export const notificationPermission = (): PushPermission => NotificationApi()?.permission ?? 'unsupported';

/** Resolves once permission is granted; asks the browser only when it has not been decided. */
export async function ensureNotificationPermission(): Promise<void> {
  const Api = NotificationApi();
  if (!Api) throw new PushUnavailableError('this browser has no Notification API');
  if (Api.permission === 'granted') return;
  if (Api.permission === 'denied') throw new PushPermissionError('denied');
  // Older Safari takes a callback and returns nothing.
  const result = await new Promise<NotificationPermission>((resolve, reject) => {
    try {
      const answer = Api.requestPermission(resolve);
      if (answer) answer.then(resolve, reject);
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
  if (result !== 'granted') throw new PushPermissionError(result);
}

export const pageHidden = () => typeof document !== 'undefined' && document.visibilityState === 'hidden';

/** The handlers behind onMessage. */
export const createMessageHub = () => createHub<PushMessage>();
