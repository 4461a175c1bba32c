import { lazy, useState, type ComponentType } from 'react';

/**
 * `React.lazy` with a `preload`, for a component in a chunk of its own. Once the chunk is in, a new mount renders the
 * component at once rather than suspending until a resolved promise's callbacks have run: a preloaded screen paints
 * with no fallback before it, and a page rendered at build time hydrates as it is. Each mount keeps the way it
 * started, so a component is never mounted twice. Render it inside a Suspense boundary.
 */
export function lazyPreloaded<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (loading ??= load().then((component) => {
      loaded = component;
      return component;
    }));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Preloaded(props: P) {
    const [Loaded] = useState(() => loaded);
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(Preloaded, { preload });
}
