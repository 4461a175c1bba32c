import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Runs `task` once the browser has painted what is pending: at the next frame, then in a task of its own. Work that
 * follows an input (what a keystroke implies for the rest of a form, a dialog a submit opens) goes here, so the
 * input's own answer paints first on a slow phone (INP). React would interrupt such work in a transition; Preact runs
 * `startTransition` and `useDeferredValue` at once. Answers a cancel.
 */
export function afterPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(task, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * `afterPaint` for a component: the task is dropped if the component unmounts first, and tasks given before that
 * paint replace each other in the first one's place, so the last runs once and a quick typist cannot put it off.
 */
export function useAfterPaint(): (task: () => void) => void {
  const latest = useRef<(() => void) | null>(null);
  const cancel = useRef<(() => void) | null>(null);
  useEffect(
    () => () => {
      cancel.current?.();
      cancel.current = null;
    },
    [],
  );
  return useCallback((task: () => void) => {
    latest.current = task;
    cancel.current ??= afterPaint(() => {
      cancel.current = null;
      const run = latest.current;
      latest.current = null;
      run?.();
    });
  }, []);
}

/** `value` as it was at the last paint: a new value reaches the caller after the paint of what changed at once. */
export function usePaintedValue<T>(value: T): T {
  const [painted, setPainted] = useState(value);
  useEffect(() => (Object.is(painted, value) ? undefined : afterPaint(() => setPainted(value))), [painted, value]);
  return painted;
}
