import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail } from '../../test/fixtures';
import { API, server } from '../../test/msw-server';
import { toast } from '../ui/toast';
import { api } from './client';
import { createQueryClient, DroppedCallError, isDroppedCall, useSingleFlightMutation } from './mutation';

afterEach(() => vi.restoreAllMocks());

/** POST /orders, held until the test lets it answer; `calls` counts what reached the server. */
function heldServer(answer: () => Response) {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  const held = { calls: 0, release: () => open() };
  server.use(
    http.post(`${API}/orders`, async () => {
      held.calls += 1;
      await gate;
      return answer();
    }),
  );
  return held;
}

function renderOrderMutation() {
  const queryClient = createQueryClient({ retry: false });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(
    () =>
      useSingleFlightMutation({
        mutationKey: ['orders', 'create'],
        mutationFn: async () => (await api.post<{ id: string }>('/orders')).data.id,
        meta: { success: 'ثبت شد', errors: { server: 'خطای سرور', fallback: 'خطا' } },
      }),
    { wrapper },
  );
}

describe('useSingleFlightMutation', () => {
  it('rejects a second call made while the first is in flight with DroppedCallError; the first goes on', async () => {
    const held = heldServer(() => HttpResponse.json({ id: 'o-1' }));
    const { result } = renderOrderMutation();

    let first!: Promise<string>;
    let second!: Promise<string>;
    act(() => {
      first = result.current.mutateAsync();
      second = result.current.mutateAsync();
    });
    const dropped = await second.catch((error: unknown) => error);
    expect(dropped).toBeInstanceOf(DroppedCallError);
    expect(isDroppedCall(dropped)).toBe(true);
    expect(isDroppedCall(new Error('boom'))).toBe(false);

    held.release();
    await act(async () => expect(await first).toBe('o-1'));
    expect(held.calls).toBe(1);
  });

  it('sends again once the first call has settled', async () => {
    const held = heldServer(() => HttpResponse.json({ id: 'o-1' }));
    held.release();
    const { result } = renderOrderMutation();
    await act(async () => {
      await result.current.mutateAsync();
      await result.current.mutateAsync();
    });
    expect(held.calls).toBe(2);
  });

  it('a dropped `mutate` leaves no rejection behind', async () => {
    const held = heldServer(() => HttpResponse.json({ id: 'o-1' }));
    const { result } = renderOrderMutation();
    act(() => {
      result.current.mutate();
      result.current.mutate();
    });
    held.release();
    await vi.waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(held.calls).toBe(1);
  });
});

describe('a caller that ignores a dropped call', () => {
  /** What a screen does with `mutateAsync`: its own message on failure, nothing for a dropped call. */
  async function submit(mutateAsync: () => Promise<string>, shown: string[]) {
    try {
      shown.push(`done ${await mutateAsync()}`);
    } catch (error) {
      if (isDroppedCall(error)) return;
      shown.push('failed');
    }
  }

  it('shows one success: one toast, one outcome', async () => {
    const success = vi.spyOn(toast, 'success');
    const error = vi.spyOn(toast, 'error');
    const held = heldServer(() => HttpResponse.json({ id: 'o-1' }));
    const { result } = renderOrderMutation();
    const shown: string[] = [];

    let both!: Promise<unknown>;
    act(() => {
      both = Promise.all([submit(result.current.mutateAsync, shown), submit(result.current.mutateAsync, shown)]);
    });
    held.release();
    await act(() => both);

    expect(shown).toEqual(['done o-1']);
    expect(success).toHaveBeenCalledTimes(1);
    expect(error).not.toHaveBeenCalled();
    expect(held.calls).toBe(1);
  });

  it('shows the first call’s failure once and nothing for the dropped one', async () => {
    const error = vi.spyOn(toast, 'error');
    const logged = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const held = heldServer(() => fail(500, 'INTERNAL_ERROR', 'boom'));
    const { result } = renderOrderMutation();
    const shown: string[] = [];

    let both!: Promise<unknown>;
    act(() => {
      both = Promise.all([submit(result.current.mutateAsync, shown), submit(result.current.mutateAsync, shown)]);
    });
    held.release();
    await act(() => both);

    expect(shown).toEqual(['failed']);
    // The MutationCache heard the one failure that reached react-query, never the dropped call.
    expect(error).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith('خطای سرور');
    expect(logged).toHaveBeenCalledTimes(1);
    expect(held.calls).toBe(1);
  });
});
