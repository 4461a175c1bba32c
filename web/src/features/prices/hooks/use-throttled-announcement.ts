import { useEffect, useRef, useState } from 'react';

/** Text for a live region that changes at most once per `intervalMs`, so screen readers are not flooded. */
export function useThrottledAnnouncement(text: string, intervalMs: number): string {
  const [announced, setAnnounced] = useState(text);
  const lastAt = useRef(0);

  useEffect(() => {
    // Nothing to say yet: do not let an empty text open the window.
    if (!text) return;
    // A newer text cancels the pending one, so the announcement carries the latest value.
    const wait = Math.max(0, lastAt.current + intervalMs - Date.now());
    const timer = window.setTimeout(() => {
      lastAt.current = Date.now();
      setAnnounced(text);
    }, wait);
    return () => window.clearTimeout(timer);
  }, [text, intervalMs]);

  return announced;
}
