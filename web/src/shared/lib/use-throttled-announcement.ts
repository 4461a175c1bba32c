import { useEffect, useRef, useState } from 'react';

/**
 * Text for a live region that changes at most once per `intervalMs`, so screen readers are not flooded by a live
 * price. A change of `cause` (what the customer typed or chose) is said at once instead: the figure answers them.
 */
export function useThrottledAnnouncement(text: string, intervalMs: number, cause?: unknown): string {
  const [announced, setAnnounced] = useState(text);
  const lastAt = useRef(0);
  const lastCause = useRef(cause);
  // A change of the customer's not yet said: a tick in between does not push it back to the window.
  const owed = useRef(false);

  useEffect(() => {
    if (!Object.is(cause, lastCause.current)) owed.current = true;
    lastCause.current = cause;
    // Nothing to say yet: do not let an empty text open the window.
    if (!text) return;
    // A newer text cancels the pending one, so the announcement carries the latest value.
    const wait = owed.current ? 0 : Math.max(0, lastAt.current + intervalMs - Date.now());
    const timer = window.setTimeout(() => {
      owed.current = false;
      lastAt.current = Date.now();
      setAnnounced(text);
    }, wait);
    return () => window.clearTimeout(timer);
  }, [text, intervalMs, cause]);

  return announced;
}
