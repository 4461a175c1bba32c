import { randomUUID } from 'node:crypto';
import { API, type OperationId } from '@gold/contracts/api';
import { isJson, type Answer } from './validate';

/**
 * The write calls a `--write` check makes: each costs the customer nothing or is undone by the check itself (a price
 * alert far from the price is set and deleted at once). Bank accounts and change requests are left out (each is work
 * for the dealer's staff), and so are the FCM tokens (a DELETE removes every device's) and the Web Push subscriptions
 * (the mock would push to the device they name).
 */
export const WRITE_CALLS = [
  'updateProfile',
  'createTicket',
  'addTicketMessage',
  'updateTicket',
  'markNotificationRead',
  'createPriceAlert',
  'deletePriceAlert',
] as const satisfies readonly OperationId[];

/** The one account call a check makes. */
export const SIGN_IN: OperationId = 'login';

/** A call the check must never make. Thrown before anything is sent: a bug in the check, never a finding. */
export class RefusedCall extends Error {
  constructor(
    readonly operation: OperationId,
    reason: string,
  ) {
    super(`refused to call ${operation}: ${reason}`);
    this.name = 'RefusedCall';
  }
}

/** Why a call is refused, or null when the check may make it. */
export function refusal(id: OperationId, write: boolean): string | null {
  const op = API[id];
  if (!op) return 'not in the API table';
  switch (op.effect) {
    case 'read':
      return null;
    case 'money':
      return 'it moves or holds money or gold';
    case 'account':
      return id === SIGN_IN ? null : 'it changes an account or sends codes';
    case 'safe':
      if (!(WRITE_CALLS as readonly string[]).includes(id)) return 'it is a write the check does not make';
      return write ? null : 'writes need --write';
  }
}

export type Request = {
  /** Values of the path's `{name}` parameters. */
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  /** The session token; none sends the call without one. */
  token?: string;
};

/** A request that got no HTTP answer: refused connection, unknown host, timeout. */
export class NoAnswer extends Error {
  readonly reason: string;
  constructor(
    readonly url: string,
    cause: unknown,
  ) {
    const error = cause instanceof Error && cause.cause instanceof Error ? cause.cause : cause;
    const reason = error instanceof Error ? error.message : String(error);
    super(`no answer from ${url}: ${reason}`);
    this.name = 'NoAnswer';
    this.reason = reason;
  }
}

export type Fetch = (url: string, init: RequestInit) => Promise<Response>;

export type ClientOptions = {
  base: string;
  /** Each request's limit, whole: connecting, the headers and the body. */
  timeoutMs: number;
  write: boolean;
  fetch?: Fetch;
};

/** `/wallets/me/{id}` with its parameters, each one encoded so that no value can reach another route. */
export function fillPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_whole, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path} needs {${name}}`);
    return encodeURIComponent(value);
  });
}

/**
 * The only way the check reaches the API: by a row of the table, never by a URL. A row whose effect the check must
 * not cause is refused before anything is sent (`refusal`).
 */
export function createClient({ base, timeoutMs, write, fetch = globalThis.fetch }: ClientOptions) {
  const root = base.replace(/\/+$/, '');
  return {
    async call(id: OperationId, request: Request = {}): Promise<Answer> {
      const why = refusal(id, write);
      if (why) throw new RefusedCall(id, why);
      const op = API[id];
      const search = request.query ? `?${new URLSearchParams(request.query)}` : '';
      const url = `${root}${fillPath(op.path, request.params)}${search}`;
      const headers: Record<string, string> = { Accept: 'application/json' };
      if (request.token) headers.Authorization = `Bearer ${request.token}`;
      if (request.body !== undefined) headers['Content-Type'] = 'application/json';
      if ('idempotent' in op && op.idempotent) headers['Idempotency-Key'] = randomUUID();
      let response: Response;
      let text: string;
      try {
        response = await fetch(url, {
          method: op.method.toUpperCase(),
          headers,
          body: request.body === undefined ? undefined : JSON.stringify(request.body),
          signal: AbortSignal.timeout(timeoutMs),
          redirect: 'manual',
        });
        text = 'file' in op.response ? '' : await response.text();
        if ('file' in op.response) await response.arrayBuffer();
      } catch (error) {
        throw new NoAnswer(url, error);
      }
      const contentType = response.headers.get('content-type') ?? '';
      let body: unknown;
      if (isJson(contentType)) {
        try {
          body = JSON.parse(text);
        } catch {
          body = undefined;
        }
      }
      const retryAfter = response.headers.get('retry-after') ?? undefined;
      return { status: response.status, contentType, body, text, ...(retryAfter ? { retryAfter } : {}) };
    },
  };
}

export type Client = ReturnType<typeof createClient>;
