import type { ToastContent, ToastOptions } from 'react-toastify';
import { createHub } from '../lib/hub';

type Toastify = typeof import('react-toastify');

/**
 * react-toastify is fetched with the first toast, not with the page: a visitor's first screen paints without it
 * (docs/benchmarks.md). A toast raised before the container is mounted waits in the library's own queue and shows as
 * soon as it mounts (app-root renders the container once `toastsRequested()`).
 */
let library: Promise<Toastify> | undefined;
const requested = createHub();

export function loadToasts(): Promise<Toastify> {
  if (!library) {
    library = import('react-toastify').catch((error: unknown) => {
      // Not kept as failed (offline): the next toast, or the connection coming back, fetches it afresh.
      library = undefined;
      throw error;
    });
    requested.emit();
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
const announced = createHub();
export const lastAnnouncement = () => announcement;
export const onAnnouncement = announced.subscribe;

type Options = ToastOptions & {
  /** What a screen reader says for content that is not text. */
  spoken?: string;
};

const show =
  (type: 'success' | 'error' | 'info') =>
  (content: ToastContent, { spoken, ...options }: Options = {}): void =>
    void loadToasts().then(
      ({ toast }) => {
        const text = typeof content === 'string' ? content : spoken;
        // A toast already on screen under the same id is not shown again, so it is not said again either.
        if (text && !(options.toastId !== undefined && toast.isActive(options.toastId))) {
          announcement = { id: (announcement?.id ?? 0) + 1, text };
          announced.emit();
        }
        toast[type](content, options);
      },
      (error: unknown) => console.info('toast not shown: its library did not load', error),
    );

/** The panel's toasts, with react-toastify's calls. */
export const toast = { success: show('success'), error: show('error'), info: show('info') };
