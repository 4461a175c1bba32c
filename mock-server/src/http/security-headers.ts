import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

/** The panel's helmet settings: the demo build's Content-Security-Policy allows only its own origin. */
export const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: true,
    directives: {
      'default-src': ["'self'"],
      // The PDF statement's layout engine (react-pdf's yoga) is WebAssembly: compiling it needs 'wasm-unsafe-eval',
      // which allows no JavaScript eval, and it arrives as a data: URL inside its chunk, fetched (connect-src).
      'script-src': ["'self'", "'wasm-unsafe-eval'"],
      // MUI's emotion injects <style> elements at run time.
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:'],
      'font-src': ["'self'", 'data:'],
      'connect-src': ["'self'", 'data:'],
      'frame-ancestors': ["'none'"],
      // The demo runs on plain http://localhost; upgrading would break it.
      'upgrade-insecure-requests': null,
    },
  },
};

export type SecurityHeaders = { set: readonly (readonly [name: string, value: string])[]; removed: readonly string[] };

/**
 * What helmet does to every answer, worked out once: helmet runs against a recording response and its headers are
 * kept. With static directives (no per-request nonce) its answer is the same for every request, so setting the kept
 * headers is what running helmet's thirteen middlewares per request did (a test compares the two), at a fraction
 * of the cost. A directive that needs the request (a function) is refused, as it could not be computed once.
 */
export function securityHeaders(options: HelmetOptions = HELMET_OPTIONS): SecurityHeaders {
  const set: [string, string][] = [];
  const removed: string[] = [];
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      set.push([name, Array.isArray(value) ? value.join(', ') : String(value)]);
      return recorder;
    },
    removeHeader(name: string) {
      removed.push(name);
    },
  };
  const request = new Proxy({} as IncomingMessage, {
    get: (_target, key) => {
      throw new Error(`helmet read the request's ${String(key)}: its headers cannot be computed once`);
    },
  });
  let finished = false;
  helmet(options)(request, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
    finished = true;
  });
  if (!finished) throw new Error('helmet did not finish at once: its headers cannot be computed once');
  return { set, removed };
}

/**
 * The provider API's headers. With MOCK_CORS_ORIGINS set, a panel on another origin reads the API, and
 * `Cross-Origin-Resource-Policy: same-origin` would keep it from embedding what the API serves (a receipt in an
 * `<img>` is a no-cors request, which that header refuses): the API's answers say `cross-origin` instead. Nothing is
 * opened by it: every answer but the public prices needs the bearer token, which no embedding page can send, and the
 * control API, whose console keeps a cookie, and the panel's own pages keep `same-origin`. The rest of helmet's
 * headers govern documents, not API answers, and stay. Without CORS origins, the very same headers as the rest.
 */
export function apiSecurityHeaders(corsOrigins: readonly string[], same: SecurityHeaders): SecurityHeaders {
  if (corsOrigins.length === 0) return same;
  return securityHeaders({ ...HELMET_OPTIONS, crossOriginResourcePolicy: { policy: 'cross-origin' } });
}

/** Puts the headers on an answer, as helmet would have. */
export function applySecurityHeaders(res: ServerResponse, headers: SecurityHeaders): void {
  for (const name of headers.removed) res.removeHeader(name);
  for (const [name, value] of headers.set) res.setHeader(name, value);
}
