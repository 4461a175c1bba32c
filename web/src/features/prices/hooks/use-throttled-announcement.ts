import { useEffect, useRef, useState } from 'react';

/** Text for a live region that changes at most once per `intervalMs`, so screen readers are not flooded. */
export function useThrottledAnnouncement(text: string, intervalMs: number): string {
  const [announced, setAnnounced] = useState(text);
  const lastAt = useRef(0);
  const latest = useRef(text);
  latest.current = text;

  useEffect(() => {
    const now = Date.now();
    const wait = lastAt.current + intervalMs - now;
    if (wait <= 0) {
      lastAt.current = now;
      setAnnounced(text);
      return;
    }
    const timer = window.setTimeout(() => {
      lastAt.current = Date.now();
      setAnnounced(latest.current);
    }, wait);
    return () => window.clearTimeout(timer);
  }, [text, intervalMs]);

  return announced;
}
