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
    const { result, rerender } = renderHook(({ text }) => useThrottledAnnouncement(text, 10_000), {
      initialProps: { text: 'قیمت ۱' },
    });
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

describe('useThrottledAnnouncement with a cause', () => {
  const render = (text: string, cause: string) =>
    renderHook((props) => useThrottledAnnouncement(props.text, 10_000, props.cause), { initialProps: { text, cause } });

  it('says at once what the customer changed, and holds what the price changed to the interval', () => {
    vi.useFakeTimers();
    const { result, rerender } = render('مبلغ کل: ۷٬۸۵۰٬۰۰۰ تومان', '1');
    act(() => vi.advanceTimersByTime(0));
    // A tick: held to the interval.
    rerender({ text: 'مبلغ کل: ۷٬۸۶۰٬۰۰۰ تومان', cause: '1' });
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current).toBe('مبلغ کل: ۷٬۸۵۰٬۰۰۰ تومان');
    // The customer types: said at once, within the interval.
    rerender({ text: 'مبلغ کل: ۱۵٬۷۲۰٬۰۰۰ تومان', cause: '2' });
    act(() => vi.advanceTimersByTime(0));
    expect(result.current).toBe('مبلغ کل: ۱۵٬۷۲۰٬۰۰۰ تومان');
    // The next tick waits a whole interval from there.
    rerender({ text: 'مبلغ کل: ۱۵٬۷۴۰٬۰۰۰ تومان', cause: '2' });
    act(() => vi.advanceTimersByTime(9_999));
    expect(result.current).toBe('مبلغ کل: ۱۵٬۷۲۰٬۰۰۰ تومان');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('مبلغ کل: ۱۵٬۷۴۰٬۰۰۰ تومان');
  });

  it('says what the customer changed at once even when a tick comes before it is said, with the tick’s figure', () => {
    vi.useFakeTimers();
    const { result, rerender } = render('مبلغ کل: ۷٬۸۵۰٬۰۰۰ تومان', '1');
    act(() => vi.advanceTimersByTime(0));
    rerender({ text: 'مبلغ کل: ۱۵٬۷۰۰٬۰۰۰ تومان', cause: '2' });
    rerender({ text: 'مبلغ کل: ۱۵٬۷۲۰٬۰۰۰ تومان', cause: '2' });
    act(() => vi.advanceTimersByTime(0));
    expect(result.current).toBe('مبلغ کل: ۱۵٬۷۲۰٬۰۰۰ تومان');
  });

  it('says nothing for a change that leaves no text, and then the next text at once', () => {
    vi.useFakeTimers();
    const { result, rerender } = render('مبلغ کل: ۷٬۸۵۰٬۰۰۰ تومان', '1');
    act(() => vi.advanceTimersByTime(0));
    rerender({ text: '', cause: '' });
    act(() => vi.advanceTimersByTime(0));
    expect(result.current).toBe('مبلغ کل: ۷٬۸۵۰٬۰۰۰ تومان');
    rerender({ text: 'مبلغ کل: ۳٬۹۲۵٬۰۰۰ تومان', cause: '0.5' });
    act(() => vi.advanceTimersByTime(0));
    expect(result.current).toBe('مبلغ کل: ۳٬۹۲۵٬۰۰۰ تومان');
  });
});
