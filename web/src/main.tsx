import './shared/lib/preact-parity';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@fontsource/vazirmatn/400.css';
import '@fontsource/vazirmatn/500.css';
import '@fontsource/vazirmatn/700.css';
import { App } from './app/app';
import { preloadScreens } from './app/router';
import { loadRuntimeConfig } from './shared/config/runtime-config';

void Promise.all([loadRuntimeConfig(), preloadScreens(window.location.pathname)]).then(() => {
  const root = document.getElementById('root')!;
  // A page rendered at build time (web/route-html.ts) is the panel's from here: it renders over that markup in the
  // same task, keeping the elements it finds, so no frame shows the markup let go before the panel's render.
  root.removeAttribute('inert');
  root.removeAttribute('data-prerendered');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
