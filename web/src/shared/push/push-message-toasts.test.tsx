import { act, render, screen } from '@testing-library/react';
import { ToastContainer } from 'react-toastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showPushToast, usePushMessageToasts } from './push-message-toasts';
import { getPushProvider, resetPushProvider } from './select-push-provider';

function Listener() {
  usePushMessageToasts();
  return null;
}

// The provider is made from the runtime config on first use and kept: a file before this one in the worker may have
// left one made from another config.
beforeEach(() => resetPushProvider());

afterEach(() => {
  resetPushProvider();
  vi.restoreAllMocks();
});

describe('the global push-message listener', () => {
  it('toasts a message’s title and body as text', async () => {
    render(
      <>
        <ToastContainer autoClose={false} />
        <Listener />
      </>,
    );
    act(() => getPushProvider().relay({ id: 'a', title: 'برداشت', body: '<b>انجام شد</b>' }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('برداشت');
    expect(toast).toHaveTextContent('<b>انجام شد</b>');
    expect(toast.querySelector('b')).toBeNull();
  });

  it('uses "اعلان جدید" without a title', async () => {
    render(<ToastContainer autoClose={false} />);
    act(() => showPushToast({ title: '  ', body: 'متن' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('اعلان جدیدمتن');
  });

  it('shows one toast per notification id', async () => {
    render(<ToastContainer autoClose={false} />);
    act(() => {
      showPushToast({ id: 'same', title: 'یک' });
      showPushToast({ id: 'same', title: 'یک' });
      showPushToast({ title: 'دو' });
    });
    expect(await screen.findByText('دو')).toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(2);
  });

  it('stops listening on unmount', () => {
    const provider = getPushProvider();
    const off = vi.fn();
    vi.spyOn(provider, 'onMessage').mockReturnValue(off);
    const { unmount } = render(<Listener />);
    expect(provider.onMessage).toHaveBeenCalledTimes(1);
    unmount();
    expect(off).toHaveBeenCalledTimes(1);
  });
});
