/**
 * The provider's API is faked once, here, so that every test fakes it the same way and a change to an answer is made in
 * one place. Each domain has a file beside this one with three things: builders for its data (typed from
 * `@gold/contracts`), a store (plain data the test reads and changes), and routes that answer from the store with the
 * mock server's shapes and rules. `serve` installs routes on msw and records what each call sent; a test that needs one
 * endpoint to answer otherwise (an error, a slow answer) gives a reply for it, and the rest still answer from the
 * store. A screen that calls several domains serves their routes together, on one store.
 */
import { http, HttpResponse } from 'msw';
import { API, server } from '../msw-server';

/** What one call sent: its URL, path parameters, JSON body and Idempotency-Key. */
export type Sent = { request: Request; url: URL; params: Record<string, string>; body: unknown; key: string | null };

type Method = 'get' | 'post' | 'patch' | 'delete';
/** One endpoint: how it answers from the store, and what of each call it records (none: the calls are counted). */
export type Route<T = never> = {
  method: Method;
  path: string;
  /** `call` counts this endpoint's calls, from 1. */
  answer: (sent: Sent, call: number) => Response | Promise<Response>;
  record?: (sent: Sent) => T | Promise<T>;
};
type Routes = Record<string, Route<unknown>>;

const route =
  (method: Method) =>
  <T = never>(path: string, answer: Route['answer'], record?: (sent: Sent) => T | Promise<T>): Route<T> => ({
    method,
    path,
    answer,
    record,
  });
export const get = route('get');
export const post = route('post');
export const patch = route('patch');
export const del = route('delete');

/** A test's own answer for an endpoint, given which call this is (from 1) and its URL; nothing lets the store answer. */
export type Reply = (call: number, url: URL) => Response | undefined | Promise<Response | undefined>;
export type Replies<R extends Routes> = Partial<Record<keyof R, Reply>>;
/** What a test gives a fake: data for its store, and replies for the endpoints it wants answered otherwise. */
export type Setup<S, R extends Routes> = Partial<S> & { replies?: Replies<R> };
/** Per endpoint: what each call sent, or how many calls there were. */
export type Calls<R extends Routes> = {
  [K in keyof R]: R[K] extends Route<infer T> ? ([T] extends [never] ? number : T[]) : never;
};

/** Installs `routes`, `replies` answering first; returns what the calls sent, filled in as they come. */
export function serve<R extends Routes>(routes: R, replies: Replies<R> = {}): Calls<R> {
  const calls: Record<string, unknown[] | number> = {};
  for (const [name, { record }] of Object.entries(routes)) calls[name] = record ? [] : 0;
  server.use(
    ...Object.entries(routes).map(([name, { method, path, answer, record }]) =>
      http[method](`${API}${path}`, async ({ request, params }) => {
        const sent = await read(request, params);
        const count = record ? (calls[name] as unknown[]).push(await record(sent)) : (calls[name] = (calls[name] as number) + 1);
        return (await replies[name]?.(count, sent.url)) ?? answer(sent, count);
      }),
    ),
  );
  return calls as Calls<R>;
}

async function read(request: Request, params: Record<string, string | readonly string[] | undefined>): Promise<Sent> {
  const json = request.headers.get('content-type')?.includes('application/json');
  const text = json ? await request.clone().text() : '';
  return {
    request,
    url: new URL(request.url),
    params: Object.fromEntries(Object.entries(params).map(([name, value]) => [name, String(value)])),
    body: text ? JSON.parse(text) : undefined,
    key: request.headers.get('Idempotency-Key'),
  };
}

/** An answer without the error envelope, as a proxy might give. */
export const htmlFailure = (status: number) =>
  new HttpResponse('<h1>Bad gateway</h1>', { status, headers: { 'Content-Type': 'text/html' } });

/** The canonical envelope of a creation: 201 with `{ success, data }`. */
export const created = (data: unknown) => HttpResponse.json({ success: true, data }, { status: 201 });

/** The page `url` asks for (`page`, `limit`), counted as the mock counts. */
export function paged<T>(items: T[], url: URL, defaultLimit: number) {
  const page = Number(url.searchParams.get('page') ?? 1);
  const limit = Number(url.searchParams.get('limit') ?? defaultLimit);
  const total = items.length;
  return { items: items.slice((page - 1) * limit, page * limit), page, limit, total, totalPages: Math.ceil(total / limit) };
}

/** A promise the test resolves when it wants the server to answer. */
export function gate() {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}
