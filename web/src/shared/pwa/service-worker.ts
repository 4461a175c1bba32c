import { createHub } from '../lib/hub';

type Workbox = import('workbox-window').Workbox;

/**
 * The panel's service worker (src/sw.ts, built by vite-plugin-pwa), registered after the first paint: workbox-window
 * is its own chunk, not in the entry. A new version is never swapped in by itself: it waits, the panel says so
 * (update-prompt.tsx), and the customer reloads when they choose to, never mid-trade.
 */
let workbox: Workbox | null = null;
let waiting = false;
const changed = createHub();

export const updateWaiting = () => waiting;
export const onUpdateWaiting = changed.subscribe;

const supported = () => typeof navigator !== 'undefined' && 'serviceWorker' in navigator;

export async function registerServiceWorker(url = '/sw.js'): Promise<void> {
  if (workbox || !supported()) return;
  const { Workbox } = await import('workbox-window');
  const wb = new Workbox(url, { scope: '/' });
  workbox = wb;
  // A worker installed while this page is open, or found waiting from an earlier visit.
  wb.addEventListener('waiting', () => {
    waiting = true;
    changed.emit();
  });
  try {
    await wb.register();
  } catch (error) {
    console.info('the service worker was not registered', error);
  }
}

/** The customer asked for the new version: it takes over, then the page reloads into it. */
export function applyUpdate(): void {
  const wb = workbox;
  if (!wb) return;
  wb.addEventListener('controlling', () => window.location.reload());
  wb.messageSkipWaiting();
}

/** Tests: forget the registration. */
export function resetServiceWorker(): void {
  workbox = null;
  waiting = false;
}
