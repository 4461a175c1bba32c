import type { ToastContent, ToastOptions } from 'react-toastify';

type Toastify = typeof import('react-toastify');

/** A set of listeners and a way to call them all, for `useSyncExternalStore`. */
function listenable() {
  const listeners = new Set<() => void>();
  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    notify: () => listeners.forEach((listener) => listener()),
  };
}

/**
 * react-toastify is fetched with the first toast, not with the page: a visitor's first screen paints without it
 * (docs/benchmarks.md). A toast raised before the container is mounted waits in the library's own queue and shows as
 * soon as it mounts (app-root renders the container once `toastsRequested()`).
 */
let library: Promise<Toastify> | undefined;
const requested = listenable();

export function loadToasts(): Promise<Toastify> {
  if (!library) {
    library = import('react-toastify');
    requested.notify();
  }
  return library;
}
export const toastsRequested = () => library !== undefined;
export const onToastsRequested = requested.subscribe;

/**
 * The words of the latest toast, for the live region an open modal holds (modal-announcer.tsx): MUI hides everything
 * outside the top modal from assistive technology, and the toasts' own container with it.
 */
export type Announcement = { id: number; text: string };
let announcement: Announcement | undefined;
const announced = listenable();
export const lastAnnouncement = () => announcement;
export const onAnnouncement = announced.subscribe;

type Options = ToastOptions & {
  /** What a screen reader says for content that is not text. */
  spoken?: string;
};

const show =
  (type: 'success' | 'error' | 'info') =>
  (content: ToastContent, { spoken, ...options }: Options = {}): void =>
    void loadToasts().then(({ toast }) => {
      const text = typeof content === 'string' ? content : spoken;
      // A toast already on screen under the same id is not shown again, so it is not said again either.
      if (text && !(options.toastId !== undefined && toast.isActive(options.toastId))) {
        announcement = { id: (announcement?.id ?? 0) + 1, text };
        announced.notify();
      }
      toast[type](content, options);
    });

/** The panel's toasts, with react-toastify's calls. */
export const toast = { success: show('success'), error: show('error'), info: show('info') };
