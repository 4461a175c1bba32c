import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastContainer } from 'react-toastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorker, resetServiceWorker } from './service-worker';
import { useUpdatePrompt } from './update-prompt';

/** workbox-window's Workbox, as far as the panel uses it: its events, its registration and the skip-waiting message. */
const workbox = vi.hoisted(() => {
  const made: FakeWorkbox[] = [];
  class FakeWorkbox {
    readonly listeners = new Map<string, (() => void)[]>();
    readonly register = vi.fn(() => Promise.resolve(undefined));
    readonly messageSkipWaiting = vi.fn();
    constructor(
      readonly url: string,
      readonly options: unknown,
    ) {
      made.push(this);
    }
    addEventListener(type: string, listener: () => void) {
      this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
    }
    fire(type: string) {
      for (const listener of this.listeners.get(type) ?? []) listener();
    }
  }
  return { FakeWorkbox, made };
});
vi.mock('workbox-window', () => ({ Workbox: workbox.FakeWorkbox }));

function Prompt() {
  useUpdatePrompt();
  return <ToastContainer autoClose={false} />;
}

beforeEach(() => {
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: {} });
});
afterEach(() => {
  resetServiceWorker();
  workbox.made.length = 0;
  Reflect.deleteProperty(navigator, 'serviceWorker');
  vi.restoreAllMocks();
});

describe('a new version of the panel', () => {
  it('registers /sw.js for the whole panel, and says nothing while no version waits', async () => {
    render(<Prompt />);
    await registerServiceWorker();
    expect(workbox.made).toHaveLength(1);
    expect(workbox.made[0]).toMatchObject({ url: '/sw.js', options: { scope: '/' } });
    expect(workbox.made[0]!.register).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('is announced, and only the customer’s click activates it and reloads', async () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    render(<Prompt />);
    await registerServiceWorker();
    const wb = workbox.made[0]!;
    act(() => wb.fire('waiting'));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('نسخه جدید آماده است');
    // Nothing is swapped until asked.
    expect(wb.messageSkipWaiting).not.toHaveBeenCalled();
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'بارگذاری دوباره' }));
    expect(wb.messageSkipWaiting).toHaveBeenCalledOnce();
    expect(reload).not.toHaveBeenCalled();
    act(() => wb.fire('controlling'));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('is announced to a panel that mounts after the version was found waiting', async () => {
    await registerServiceWorker();
    act(() => workbox.made[0]!.fire('waiting'));
    render(<Prompt />);
    expect(await screen.findByRole('alert')).toHaveTextContent('نسخه جدید آماده است');
  });

  it('needs a browser with service workers', async () => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
    await registerServiceWorker();
    expect(workbox.made).toHaveLength(0);
  });
});
