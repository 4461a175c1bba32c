import { useCallback, useEffect, useState } from 'react';

/**
 * Seconds left until a deadline, ticking once a second. `deadline` (this clock's milliseconds) starts it somewhere
 * other than `initialSeconds` from now, as a resumed confirmation does. `restart(seconds)` starts it again. Works on
 * wall-clock time, so a tab that was asleep shows the right value when it wakes.
 */
export function useCountdown(initialSeconds: number, deadline?: number) {
  const [end, setEnd] = useState(() => deadline ?? Date.now() + initialSeconds * 1000);
  const [left, setLeft] = useState(() => Math.max(0, Math.ceil((end - Date.now()) / 1000)));

  useEffect(() => {
    const update = () => setLeft(Math.max(0, Math.ceil((end - Date.now()) / 1000)));
    update();
    const timer = window.setInterval(update, 1000);
    return () => window.clearInterval(timer);
  }, [end]);

  const restart = useCallback((seconds: number) => setEnd(Date.now() + seconds * 1000), []);
  return { secondsLeft: left, restart };
}
