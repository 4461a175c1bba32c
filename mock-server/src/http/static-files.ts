import { readdirSync, readFileSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Request, RequestHandler, Response } from 'express';
import { RUNTIME_CONFIG_ELEMENT_ID } from '@gold/contracts/constants';

/** Vite names what it builds by content: such a file never changes, and may be cached for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Anything else is checked again on every use (index.html, config.json, the favicon). */
const REVALIDATE = 'no-cache';
const ENCODINGS = [
  { name: 'br', ext: '.br' },
  { name: 'gzip', ext: '.gz' },
] as const;

type Entry = { path: string; immutable: boolean; variants: { name: string; path: string }[] };

/**
 * Serves the built panel from `dist`, with the brotli or gzip copy the build made when the browser takes it
 * (`Content-Encoding`, `Vary: Accept-Encoding`). The file list is read once at start, so no request path ever
 * reaches the file system.
 */
export function staticFiles(dist: string, { rewriteIndex }: { rewriteIndex?: (html: string) => string } = {}) {
  const entries = new Map<string, Entry>();
  const all = readdirSync(dist, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
  const present = new Set(all);
  for (const path of all) {
    if (ENCODINGS.some((e) => path.endsWith(e.ext))) continue;
    const url = `/${relative(dist, path).split(sep).join('/')}`;
    const variants = ENCODINGS.filter((e) => present.has(path + e.ext)).map((e) => ({ name: e.name, path: path + e.ext }));
    entries.set(url, { path, immutable: url.startsWith('/assets/'), variants });
  }

  /**
   * Sends one of the files, compressed if the request allows: brotli first, as it is the smaller, whatever order the
   * browser lists them in (Chrome sends `gzip, deflate, br, zstd`).
   */
  const sendEntry = (req: Request, res: Response, entry: Entry) => {
    const variant = entry.variants.find((v) => req.acceptsEncodings(v.name) === v.name);
    res.set('Cache-Control', entry.immutable ? IMMUTABLE : REVALIDATE);
    if (entry.variants.length > 0) res.vary('Accept-Encoding');
    res.type(extname(entry.path));
    if (variant) res.set('Content-Encoding', variant.name);
    res.sendFile(variant?.path ?? entry.path, { cacheControl: false, dotfiles: 'allow' });
  };

  const isPage = (url: string) => url.endsWith('/index.html');
  const middleware: RequestHandler = (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const entry = entries.get(req.path);
    if (!entry || isPage(req.path)) return next();
    sendEntry(req, res, entry);
  };

  /** The panel's pages (index.html, and one per route: web/route-html.ts) as `rewriteIndex` made them, worked out once. */
  const pages = new Map<string, Record<string, Buffer>>();
  for (const [url, entry] of entries) {
    if (isPage(url)) pages.set(url, compressedCopies((rewriteIndex ?? String)(readFileSync(entry.path, 'utf8'))));
  }
  /**
   * The history fallback: the route's own page where the build made one (/auth: auth/index.html), or the page asked for
   * by its own address (/auth/index.html), else index.html.
   */
  const sendIndex: RequestHandler = (req, res, next) => {
    const page = isPage(req.path) ? req.path : `${req.path.replace(/\/+$/, '')}/index.html`;
    const copies = pages.get(page) ?? pages.get('/index.html');
    if (!copies) return next();
    const encoding = ENCODINGS.find((e) => req.acceptsEncodings(e.name) === e.name)?.name;
    res.set('Cache-Control', REVALIDATE).vary('Accept-Encoding').type('html');
    if (encoding) res.set('Content-Encoding', encoding);
    res.send(copies[encoding ?? 'identity']);
  };

  return { middleware, sendIndex };
}

const compressedCopies = (text: string): Record<string, Buffer> => {
  const body = Buffer.from(text);
  return { identity: body, br: brotliCompressSync(body), gzip: gzipSync(body) };
};

/**
 * index.html with the panel's runtime configuration in a JSON script element (not run, so the CSP has nothing to say),
 * read before the first render instead of fetching config.json. `<` is escaped, so no value can close the element.
 */
export function withRuntimeConfig(html: string, config: object): string {
  const json = JSON.stringify(config)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  const element = `<script id="${RUNTIME_CONFIG_ELEMENT_ID}" type="application/json">${json}</script>`;
  return html.includes('</head>') ? html.replace('</head>', () => `${element}</head>`) : element + html;
}
