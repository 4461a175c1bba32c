import { useEffect, useRef, useState } from 'react';

/**
 * Text for a live region that changes at most once per `intervalMs`, so screen readers are not flooded by a live
 * price. A change of `cause` (what the customer typed or chose) is said at once instead: the figure answers them.
 */
export function useThrottledAnnouncement(text: string, intervalMs: number, cause?: unknown): string {
  const [announced, setAnnounced] = useState(text);
  const lastAt = useRef(0);
  const lastCause = useRef(cause);

  useEffect(() => {
    const prompt = !Object.is(cause, lastCause.current);
    lastCause.current = cause;
    // Nothing to say yet: do not let an empty text open the window.
    if (!text) return;
    // A newer text cancels the pending one, so the announcement carries the latest value.
    const wait = prompt ? 0 : Math.max(0, lastAt.current + intervalMs - Date.now());
    const timer = window.setTimeout(() => {
      lastAt.current = Date.now();
      setAnnounced(text);
    }, wait);
    return () => window.clearTimeout(timer);
  }, [text, intervalMs, cause]);

  return announced;
}
