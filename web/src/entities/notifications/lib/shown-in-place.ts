import type { Notification } from '@gold/contracts/notifications';
import { pageHidden } from '../../../shared/push/push-provider';

/**
 * Notifications that a screen in view already shows as they arrive, such as a new message in the ticket the customer
 * is reading (its conversation is a log, which a screen reader hears). They still go into the bell's list, but no
 * toast repeats them over that screen: on a phone the toast covered the reply box. With the page hidden they are
 * shown as usual, as a system notification where the browser allows one.
 */
const screens = new Set<(notification: Notification) => boolean>();

/** While a screen is open: the notifications that `shows` picks are not toasted. Returns the way to stop. */
export function showNotificationsInPlace(shows: (notification: Notification) => boolean): () => void {
  screens.add(shows);
  return () => void screens.delete(shows);
}

export function shownInPlace(notification: Notification): boolean {
  return !pageHidden() && [...screens].some((shows) => shows(notification));
}
