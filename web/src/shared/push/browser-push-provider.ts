import { browserDeviceToken } from './push-storage';
import {
  createMessageHub,
  DEFAULT_PUSH_TITLE,
  ensureNotificationPermission,
  notificationPermission,
  notificationSupported,
  pageHidden,
  type PushProvider,
} from './push-provider';

/**
 * Push with the browser alone: permission from the Notification API, a device token made and kept here,
 * and the app's realtime notifications shown as system notifications while the tab is hidden. Nothing
 * reaches a closed tab; that needs a push service (Firebase).
 */
export function createBrowserPushProvider(): PushProvider {
  const hub = createMessageHub();
  return {
    kind: 'browser',
    isSupported: notificationSupported,
    permission: notificationPermission,
    async getToken() {
      await ensureNotificationPermission();
      return browserDeviceToken();
    },
    onMessage: (handler) => hub.subscribe(handler),
    relay(message) {
      if (pageHidden() && notificationPermission() === 'granted') {
        try {
          const shown = new Notification(message.title || DEFAULT_PUSH_TITLE, {
            body: message.body,
            tag: message.id,
            lang: 'fa',
            dir: 'rtl',
            icon: '/favicon.svg',
          });
          shown.onclick = () => {
            window.focus();
            shown.close();
          };
          return;
        } catch (error) {
          // Chrome on Android only shows notifications from a service worker: fall back to the in-app toast.
          console.info('system notification not shown', error);
        }
      }
      hub.emit(message);
    },
  };
}
