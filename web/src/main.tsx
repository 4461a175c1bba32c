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
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
