import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useThrottledAnnouncement } from './use-throttled-announcement';

describe('useThrottledAnnouncement', () => {
  it('announces the first real text at once, even after an empty start', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ text }) => useThrottledAnnouncement(text, 10_000), { initialProps: { text: '' } });
    // The price arrives a moment after the widget mounts.
    act(() => vi.advanceTimersByTime(500));
    rerender({ text: 'قیمت ۱' });
    act(() => vi.advanceTimersByTime(0));
    expect(result.current).toBe('قیمت ۱');
  });

  it('announces at most once per interval, with the latest text', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ text }) => useThrottledAnnouncement(text, 10_000), { initialProps: { text: 'قیمت ۱' } });
    act(() => vi.advanceTimersByTime(0));
    rerender({ text: 'قیمت ۲' });
    act(() => vi.advanceTimersByTime(4_000));
    rerender({ text: 'قیمت ۳' });
    act(() => vi.advanceTimersByTime(5_000));
    expect(result.current).toBe('قیمت ۱');
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current).toBe('قیمت ۳');
  });
});
