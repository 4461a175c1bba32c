import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { preloadApi } from '../shared/api/client';
import { loadToasts } from '../shared/ui/toast';
import { server } from './msw-server';

// What a test waits for must come, but on a busy two-core machine a dialog's closing (a request, then a transition)
// may take longer than Testing Library's default second. Waiting longer changes no assertion: a thing that never comes
// still fails the test.
configure({ asyncUtilTimeout: 5000 });

// A test fails on a request nobody handled and on console.error.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  globalThis.localStorage?.clear(); // none in a file that runs under Node (prerender.test.tsx)
  vi.useRealTimers();
});
afterAll(() => server.close());
// Files share one module graph and one document per worker (vitest.config.ts): without this, emotion's styles from
// every earlier file stay in the document, and each role query's getComputedStyle matches them all, slower with each
// file. Each file starts with the styles of what it renders, as it would alone. The theme is imported here, late,
// and only where styles exist: imported by the setup first, it would escape a file's `vi.mock` of what it imports.
afterAll(async () => {
  if (!globalThis.document?.querySelector('style[data-emotion]')) return;
  const { emotionCache } = await import('../shared/theme/app-theme');
  emotionCache.sheet.flush();
  for (const name of Object.keys(emotionCache.inserted)) delete emotionCache.inserted[name];
});
// The panel loads axios and react-toastify after its first paint (shared/api/client.ts, shared/ui/toast.ts). Loaded
// here first, so that a test's first request or toast does not also wait for a module to be transformed.
beforeAll(() => Promise.all([preloadApi(), loadToasts()]));

const consoleError = console.error;
beforeAll(() => {
  console.error = (...args: unknown[]) => {
    consoleError(...args);
    throw new Error(`console.error was called: ${args.map(String).join(' ').slice(0, 500)}`);
  };
});
afterAll(() => {
  console.error = consoleError;
});

// happy-dom lacks this.
if (typeof HTMLFormElement !== 'undefined' && !HTMLFormElement.prototype.requestSubmit) {
  HTMLFormElement.prototype.requestSubmit = function requestSubmit(this: HTMLFormElement) {
    this.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  };
}
