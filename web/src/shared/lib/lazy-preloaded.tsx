import { lazy, useState, type ComponentType } from 'react';

/** How to start afresh each lazy component whose chunk failed to load, until `retryFailedChunks` is called. */
const failed = new Set<() => void>();

/**
 * Starts afresh every lazy component whose chunk failed to load (offline): `React.lazy` keeps its first answer for good,
 * so each gets a new one, and its next render imports the chunk again. An error boundary calls it as it retries; a
 * failure is not retried sooner, as a component that imported again as soon as it failed would never reach its
 * boundary, and would ask again and again while offline.
 */
export function retryFailedChunks(): void {
  for (const reset of failed) reset();
  failed.clear();
}

/**
 * `React.lazy` with a `preload`, for a component in a chunk of its own. Once the chunk is in, a new mount renders the
 * component at once rather than suspending until a resolved promise's callbacks have run: a preloaded screen paints
 * with no fallback before it, and a page rendered at build time hydrates as it is. Each mount keeps the way it
 * started, so a component is never mounted twice. Render it inside a Suspense boundary and an error boundary that
 * calls `retryFailedChunks` when it retries.
 */
export function lazyPreloaded<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const makeLazy = () => lazy(() => preload().then((component) => ({ default: component })));
  let Lazy = makeLazy();
  const reset = () => {
    loading = undefined;
    Lazy = makeLazy();
  };
  const preload = () =>
    (loading ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        failed.add(reset);
        throw error;
      },
    ));
  function Preloaded(props: P) {
    const [Loaded] = useState(() => loaded);
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(Preloaded, { preload });
}
