import { createServer, type IncomingMessage } from 'node:http';
import express, { Router, type Request } from 'express';
import QRCode from 'qrcode';
import { controlSandboxListResponseSchema, controlSandboxResponseSchema, type ControlSandbox } from '@gold/contracts/control';
import { okMessageSchema } from '@gold/contracts/common';
import type { MockApp } from '../app';
import { controlAuth } from '../control/control-auth';
import { DomainError } from '../errors';
import { cookieValue } from '../http/cookies';
import { errorHandler, notFoundHandler } from '../http/errors';
import { applySecurityHeaders, securityHeaders } from '../http/security-headers';
import { send } from '../http/validation';
import type { Logger } from '../logger';
import type { Sandbox, Sandboxes } from './sandboxes';

/** The browser's sandbox: set by its entry URL, read on every request and socket. */
export const SANDBOX_COOKIE = 'mock_sandbox';
/** Where a browser enters a sandbox (`/__mock/sandbox/<id>`) and leaves it: under /__mock, which no service worker takes. */
const ENTRY = '/__mock/sandbox/';
const EXIT = '/__mock/sandbox-exit';
const MANAGE = '/__mock/sandboxes';

const pathOf = (url: string | undefined) => {
  const end = url?.indexOf('?') ?? -1;
  return (end >= 0 ? url!.slice(0, end) : (url ?? '/')).toLowerCase();
};
const isHostPath = (path: string) => path.startsWith(ENTRY) || path === EXIT || path === MANAGE || path.startsWith(`${MANAGE}/`);

function gonePage(): string {
  return `<!doctype html>
<html lang="fa" dir="rtl">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>محیط نمایشی پیدا نشد</title>
<style>body { font-family: Vazirmatn, Tahoma, sans-serif; max-width: 30rem; margin: 4rem auto; padding: 1rem; line-height: 1.8; color: #1d2330; }</style>
</head>
<body>
<h1>این محیط نمایشی دیگر وجود ندارد</h1>
<p>ممکن است حذف شده باشد یا مدتی بی‌استفاده مانده و خودکار پاک شده باشد. نشانی تازه را از کارشناس فروش بگیرید.</p>
<p><a href="/">رفتن به نسخهٔ نمایشی اصلی</a></p>
</body>
</html>`;
}

/**
 * One port for every world: a request or a socket goes to the sandbox its cookie names, else to the default world,
 * which then answers exactly as a server without sandboxes does. Each world keeps its own (never listening) HTTP
 * server, with its socket.io attached; the host hands it each request and upgrade as Node's own server would.
 */
export function createHost(main: MockApp, sandboxes: Sandboxes, options: { controlToken?: string; logger: Logger }) {
  const sandboxOf = (req: IncomingMessage): Sandbox | undefined => {
    const id = cookieValue(req.headers.cookie, SANDBOX_COOKIE);
    return id ? sandboxes.get(id) : undefined;
  };
  const worldOf = (req: IncomingMessage): MockApp => {
    const sandbox = sandboxOf(req);
    if (!sandbox) return main;
    sandboxes.touch(sandbox);
    return sandbox.world;
  };

  const entryUrl = (req: Request, sandbox: Sandbox) => `${req.protocol}://${req.get('host')}${ENTRY}${sandbox.id}`;
  const describe = (req: Request, sandbox: Sandbox): ControlSandbox => ({
    id: sandbox.id,
    entryUrl: entryUrl(req, sandbox),
    createdAt: sandbox.createdAt.toISOString(),
    lastUsedAt: sandbox.lastUsedAt.toISOString(),
    active: sandbox.world.running(),
    connections: sandboxes.connections(sandbox),
  });
  const named = (req: Request): Sandbox => {
    const sandbox = sandboxes.get(String(req.params.id));
    if (!sandbox) throw new DomainError('NOT_FOUND', { what: 'محیط نمایشی' });
    return sandbox;
  };
  const cookie = (req: Request) => ({ httpOnly: true, sameSite: 'lax' as const, secure: req.secure, path: '/' });

  const app = express();
  const security = securityHeaders();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.locals.validateResponses = main.app.locals.validateResponses;
  app.use((_req, res, next) => {
    applySecurityHeaders(res, security);
    res.set('Cache-Control', 'no-store');
    next();
  });

  // Entering needs no console token: the id is the secret, and a prospect's phone has only the URL.
  app.get(`${ENTRY}:id`, (req, res) => {
    const sandbox = sandboxes.get(String(req.params.id));
    if (!sandbox) {
      res.clearCookie(SANDBOX_COOKIE, cookie(req)).status(404).type('html').send(gonePage());
      return;
    }
    sandboxes.touch(sandbox);
    // The panel, or with ?next=console the console: a salesperson enters to steer the demo from this browser.
    res.cookie(SANDBOX_COOKIE, sandbox.id, cookie(req)).redirect(303, req.query.next === 'console' ? '/__mock/console' : '/');
  });
  app.get(EXIT, (req, res) => {
    res.clearCookie(SANDBOX_COOKIE, cookie(req)).redirect(303, '/__mock/console');
  });

  const manage = Router();
  manage.use(controlAuth(options.controlToken));
  manage.use(express.json({ limit: '2kb' }));
  manage.get('/sandboxes', (req, res) => {
    send(res, controlSandboxListResponseSchema, {
      items: sandboxes.list().map((s) => describe(req, s)),
      current: sandboxOf(req)?.id ?? null,
      max: sandboxes.limits.max,
      idleMinutes: sandboxes.limits.idleMs / 60_000,
    });
  });
  manage.post('/sandboxes', (req, res) => {
    const sandbox = sandboxes.create();
    send(res, controlSandboxResponseSchema, { sandbox: describe(req, sandbox) }, 201);
  });
  manage.post('/sandboxes/:id/reset', (req, res) => {
    const sandbox = named(req);
    sandbox.world.reset();
    sandboxes.touch(sandbox);
    send(res, controlSandboxResponseSchema, { sandbox: describe(req, sandbox) });
  });
  manage.delete('/sandboxes/:id', async (req, res) => {
    await sandboxes.remove(named(req));
    send(res, okMessageSchema, { success: true });
  });
  manage.get('/sandboxes/:id/qr.svg', async (req, res) => {
    const svg = await QRCode.toString(entryUrl(req, named(req)), { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
    res.type('image/svg+xml').send(svg);
  });
  app.use('/__mock', manage);
  app.use(notFoundHandler);
  app.use(errorHandler(options.logger));

  const server = createServer((req, res) => {
    if (isHostPath(pathOf(req.url))) app(req, res);
    else worldOf(req).server.emit('request', req, res);
  });
  server.on('upgrade', (req, socket, head) => {
    worldOf(req).server.emit('upgrade', req, socket, head);
  });
  return { server, worldOf };
}
