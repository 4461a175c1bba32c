import { startTransition, StrictMode, useLayoutEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import '@fontsource/vazirmatn/400.css';
import '@fontsource/vazirmatn/500.css';
import '@fontsource/vazirmatn/700.css';
import { STORAGE_KEYS } from '@gold/contracts/constants';
import { App } from './app/app';
import { preloadScreens } from './app/router';
import { preloadApi } from './shared/api/client';
import { loadRuntimeConfig } from './shared/config/runtime-config';
import { storage } from './shared/lib/storage';
import { initialColorMode, REDUCED_MOTION_QUERY } from './shared/theme/color-mode';

/**
 * Whether the panel's first render here is the page the build rendered (web/route-html.ts): a guest, in the light
 * theme, with motion. Otherwise the markup is not this visitor's page, and the panel renders afresh in its place.
 */
const rendersAsBuilt = () =>
  !storage.get(STORAGE_KEYS.authToken) && initialColorMode() === 'light' && !window.matchMedia?.(REDUCED_MOTION_QUERY).matches;

/** The markup rendered at build time stays inert until the panel has hydrated it: nothing typed into it is lost. */
function TakeOver({ root, children }: { root: HTMLElement; children: ReactNode }) {
  useLayoutEffect(() => {
    root.removeAttribute('inert');
    root.removeAttribute('data-prerendered');
  }, [root]);
  return children;
}

// A signed-in page asks for its data in its first render: its HTTP client is loaded meanwhile, not after it.
if (storage.get(STORAGE_KEYS.authToken)) void preloadApi();

void Promise.all([loadRuntimeConfig(), preloadScreens(window.location.pathname)]).then(() => {
  const root = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <TakeOver root={root}>
        <App />
      </TakeOver>
    </StrictMode>
  );
  // A signed-in page's skeleton (web/route-html.ts) is never hydrated: React renders the panel over it.
  if (root.dataset.prerendered === 'page' && rendersAsBuilt()) {
    // In a transition, hydration yields to the browser between components: the page already shows, and a tap on it
    // waits for no long task.
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    // React clears the markup of another visitor's page in the commit that brings this one: no empty frame between.
    // In a transition too, the signed-in start is cut into small tasks, and the browser paints and answers between.
    const fresh = createRoot(root);
    startTransition(() => {
      fresh.render(app);
    });
  }
});
