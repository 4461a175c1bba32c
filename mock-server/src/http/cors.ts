import type { IncomingMessage, ServerResponse } from 'node:http';
import cors from 'cors';

/**
 * What the panel sends the API beyond a simple request: the session's bearer token (web/src/shared/api/client.ts),
 * JSON and multipart bodies, and the Idempotency-Key of the calls that move money or write a ticket.
 */
export const CORS_ALLOWED_HEADERS = ['Authorization', 'Content-Type', 'Idempotency-Key'];
/** The provider API's methods; PUT is the control API's only. */
export const CORS_METHODS = ['GET', 'HEAD', 'POST', 'PATCH', 'DELETE'];
/**
 * Response headers a page on another origin may read besides the safelisted ones: the API's only header of its own
 * is Retry-After, on a refused code request or a rate limit. The panel reads the wait from the body today.
 */
export const CORS_EXPOSED_HEADERS = ['Retry-After'];
/** Seconds a browser may keep a preflight's answer, so that a screen's calls do not each wait for one. */
const PREFLIGHT_MAX_AGE_S = 600;

export type CrossOrigin = {
  /** Runs before Express: a listed origin's preflight is answered here, its other requests get their headers. */
  middleware: (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
  /**
   * The same headers for a simple request, as name and value pairs to hand `writeHead` with the answer's own: the
   * price's own path writes its answer whole, and a header set before `writeHead` would make Node merge the two lists
   * on every answer. What the `cors` package sets for an origin is recorded once, as helmet's headers are.
   */
  simpleRequestHeaders: (req: IncomingMessage) => readonly string[];
};

/** Whether the answer carries the allow headers depends on the Origin: a cache must keep one copy per origin. */
const VARY_ORIGIN = ['Vary', 'Origin'] as const;

/**
 * CORS for a panel hosted on another origin, on the paths `applies` accepts (the provider API; never the control API,
 * whose console keeps its token in a cookie). A request from one of `origins` gets the `cors` package's headers, and
 * its preflight is answered here; any other request goes on untouched, so a preflight from an origin not listed is
 * answered as it always was, without a single Access-Control header. No origins: null, and nothing changes.
 */
export function crossOrigin(origins: readonly string[], applies: (path: string) => boolean): CrossOrigin | null {
  if (origins.length === 0) return null;
  const allowed = new Set(origins);
  const handler = cors({
    origin: [...origins],
    methods: CORS_METHODS,
    allowedHeaders: CORS_ALLOWED_HEADERS,
    exposedHeaders: CORS_EXPOSED_HEADERS,
    maxAge: PREFLIGHT_MAX_AGE_S,
  });
  const recorded = new Map<string, readonly string[]>();
  const record = (origin: string): readonly string[] => {
    const headers = new Map<string, [string, string]>([['vary', [...VARY_ORIGIN]]]);
    const recorder = {
      getHeader: (name: string) => headers.get(name.toLowerCase())?.[1],
      setHeader: (name: string, value: string) => void headers.set(name.toLowerCase(), [name, String(value)]),
    };
    handler({ method: 'GET', headers: { origin } }, recorder as unknown as ServerResponse, () => undefined);
    return [...headers.values()].flat();
  };
  return {
    middleware(req, res, next) {
      const url = req.url ?? '';
      const query = url.indexOf('?');
      if (!applies(query === -1 ? url : url.slice(0, query))) return next();
      res.setHeader(...VARY_ORIGIN);
      const origin = req.headers.origin;
      if (origin === undefined || !allowed.has(origin)) return next();
      handler(req, res, next);
    },
    simpleRequestHeaders(req) {
      const origin = req.headers.origin;
      if (origin === undefined || !allowed.has(origin)) return VARY_ORIGIN;
      let headers = recorded.get(origin);
      if (!headers) recorded.set(origin, (headers = record(origin)));
      return headers;
    },
  };
}
