import { createContext, useContext, useEffect, useState } from 'react';

/** Runs `task` once the page is idle after its first paint (at the latest after `timeout` ms); returns a cancel. */
export function whenIdle(task: () => void, timeout = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 200);
  return () => window.clearTimeout(id);
}

const RenderedWhole = createContext(false);
/** Around a render of a screen's whole view at once, what follows the first view included: the build's (prerender). */
export const RenderWhole = RenderedWhole.Provider;

/**
 * False in a component's first render, true once the page is idle after it: for what may follow the first view (a
 * chart and its library), so that the first view is drawn and answers first.
 */
export function useIdleAfterFirstPaint(): boolean {
  const whole = useContext(RenderedWhole);
  const [idle, setIdle] = useState(whole);
  useEffect(() => (whole ? undefined : whenIdle(() => setIdle(true))), [whole]);
  return idle;
}
