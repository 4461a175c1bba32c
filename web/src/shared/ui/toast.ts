import type { ToastContent, ToastOptions } from 'react-toastify';

type Toastify = typeof import('react-toastify');

/**
 * react-toastify is fetched with the first toast, not with the page: a visitor's first screen paints without it
 * (docs/benchmarks.md). A toast raised before the container is mounted waits in the library's own queue and shows as
 * soon as it mounts (app-root renders the container once `toastsRequested()`).
 */
let library: Promise<Toastify> | undefined;
const listeners = new Set<() => void>();

export function loadToasts(): Promise<Toastify> {
  if (!library) {
    library = import('react-toastify');
    listeners.forEach((listener) => listener());
  }
  return library;
}
export const toastsRequested = () => library !== undefined;
export const onToastsRequested = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

const show =
  (type: 'success' | 'error' | 'info') =>
  (content: ToastContent, options?: ToastOptions): void =>
    void loadToasts().then(({ toast }) => toast[type](content, options));

/** The panel's toasts, with react-toastify's calls. */
export const toast = { success: show('success'), error: show('error'), info: show('info') };
