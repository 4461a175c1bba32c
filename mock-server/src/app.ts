import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import express, { type Request } from 'express';
import { API_PATH_PREFIXES } from '@gold/contracts/constants';
import { openApiDocument } from '@gold/contracts/openapi';
import type { Clock, Random } from './clock';
import type { MockConfig } from './config';
import { apiDocsRoutes } from './control/api-docs';
import { controlAuth } from './control/control-auth';
import { controlRoutes } from './control/routes';
import { createScenarioPlayer } from './control/scenario-player';
import { scenarioRoutes } from './control/scenario-routes';
import type { Db } from './db/tx';
import { autoApprove } from './domain/admin/approvals';
import { reseed } from './domain/seed/seed';
import { answerDueTickets } from './domain/tickets/tickets';
import { expireOverdue } from './domain/trading/trading';
import { sweepOrphanReceipts } from './domain/wallets/wallet-requests';
import type { DomainContext } from './domain/shared/context';
import { mayListen } from './domain/auth/users';
import { requireAuth, tokenUsers } from './http/auth';
import { errorHandler, notFoundHandler } from './http/errors';
import { crossOrigin } from './http/cors';
import { faultInjector } from './http/faults';
import { requestLog } from './http/logging';
import { createRateLimiter } from './http/rate-limit';
import { apiSecurityHeaders, applySecurityHeaders, securityHeaders } from './http/security-headers';
import { staticFiles, withRuntimeConfig } from './http/static-files';
import { createLogger, type Logger } from './logger';
import { publishPrice, startPriceFeed } from './realtime/price-feed';
import { attachRealtime } from './realtime/socket';
import { createWebPush } from './realtime/web-push';
import { authRoutes } from './routes/auth';
import { bankAccountRoutes } from './routes/bank-accounts';
import { kycRoutes } from './routes/kyc';
import { notificationRoutes } from './routes/notifications';
import { priceAlertRoutes } from './routes/price-alerts';
import { pushSubscriptionRoutes } from './routes/push-subscriptions';
import { goldPriceFastPath, priceRoutes } from './routes/prices';
import { reportRoutes } from './routes/reports';
import { ticketRoutes } from './routes/tickets';
import { tradingRoutes } from './routes/trading';
import { walletRoutes } from './routes/wallets';

export type AppDeps = { clock: Clock; random: Random; db: Db; config: MockConfig; logger?: Logger };
export type MockApp = ReturnType<typeof createApp>;

/**
 * The panel's pages with a runtime configuration written in, by build and configuration: every world that serves the
 * same build with the same configuration (the default world and its sandboxes) shares one copy.
 */
const servedBuilds = new Map<string, ReturnType<typeof staticFiles>>();
function servedBuild(webDist: string, runtimeConfig: object) {
  const key = `${webDist}\0${JSON.stringify(runtimeConfig)}`;
  let files = servedBuilds.get(key);
  if (!files) {
    files = staticFiles(webDist, { rewriteIndex: (html) => withRuntimeConfig(html, runtimeConfig) });
    servedBuilds.set(key, files);
  }
  return files;
}

/** Express matches paths whatever their case, so these checks do too. */
const isApiPath = (path: string) => {
  const lower = path.toLowerCase();
  return API_PATH_PREFIXES.some((p) => lower.startsWith(p));
};
/** The provider API's paths: the control API under /__mock is not one of them. */
const isProviderPath = (path: string) => !path.toLowerCase().startsWith('/__mock') && isApiPath(path);
/**
 * A browser's navigation to a path that is no API path once its trailing slashes are gone. The API's prefixes
 * /wallets/ and /notifications/ end in a slash and the panel's routes /wallets and /notifications do not, so /wallets/
 * is the API's by its path alone; navigated to, it is the route, answered as /wallets is. Only a GET that prefers HTML
 * to JSON navigates: the panel's own calls accept JSON or any type, and keep the API's answer.
 */
const isPageNavigation = (req: Request) =>
  (req.method === 'GET' || req.method === 'HEAD') &&
  !isApiPath(req.path.replace(/\/+$/, '')) &&
  req.accepts(['json', 'html']) === 'html';
/** What the API answers: a request on one of its paths, unless it is a navigation to a page. */
const isProviderRequest = (req: Request) => isProviderPath(req.path) && !isPageNavigation(req);

/** A background job on a timer that does not keep the process alive; a failure is logged and the next run goes on. */
function every(ms: number, name: string, job: () => unknown, logger: Logger): () => void {
  const timer = setInterval(() => {
    try {
      job();
    } catch (error) {
      logger.error(name, { error: error instanceof Error ? error.message : String(error) });
    }
  }, ms);
  timer.unref();
  return () => clearInterval(timer);
}

export function createApp({ clock, random, db, config, logger = createLogger(config.log) }: AppDeps) {
  const app = express();
  const security = securityHeaders();
  const apiSecurity = apiSecurityHeaders(config.corsOrigins, security);
  const faults = faultInjector(random);
  const ctx: DomainContext = { db, clock, random, config, logger, quietDealers: new Set() };
  const scenarios = createScenarioPlayer(ctx);
  // MOCK_CORS_ORIGINS: before Express, and on the price's own path.
  const cors = crossOrigin(config.corsOrigins, isProviderPath);
  const fastPrice = goldPriceFastPath(ctx, apiSecurity, {
    faultsActive: faults.active,
    log: config.log,
    crossOrigin: cors?.simpleRequestHeaders,
  });
  /** What the server runs per request: the price's own path, else Express. Tests send their requests here too. */
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    if (fastPrice(req, res)) return;
    if (cors) cors.middleware(req, res, () => app(req, res));
    else app(req, res);
  };
  const server = createServer(handle);
  const userOfToken = tokenUsers(config.jwtSecret, clock, db);
  const realtime = attachRealtime(
    server,
    (token) => {
      const user = userOfToken(token);
      return user && mayListen(user) ? user.id : null;
    },
    config.corsOrigins,
  );
  // Effects of committed transactions (wallet updates, notifications, dropped sessions) go to the sockets.
  db.sink = realtime.realtime;
  const limits = createRateLimiter(clock);
  const auth = requireAuth(userOfToken);
  const readProfile = requireAuth(userOfToken, { profileRead: true });
  const webPush = createWebPush(ctx);
  // Each notification also goes to the customer's devices by Web Push, after the commit as the socket pushes do.
  db.sink.notifyDevices = webPush.notify;

  /** POST /__mock/reset: the seeded start again, and the runtime state that goes with it. */
  const reset = (seed = config.seed) => {
    reseed(db, seed, clock.now());
    limits.reset();
    faults.set({});
    webPush.afterReset();
    realtime.acceptConnections();
    scenarios.reset();
    publishPrice(ctx);
  };

  app.locals.validateResponses = config.validateResponses;
  app.disable('x-powered-by');
  app.set('etag', false);
  // helmet's headers, worked out once at start and set on every answer (GET /gold-price and the fast path share
  // them); security-headers.test.ts proves they are the very headers helmet sends.
  app.use((req, res, next) => {
    applySecurityHeaders(res, apiSecurity !== security && isProviderRequest(req) ? apiSecurity : security);
    next();
  });
  if (config.log) app.use(requestLog(logger));
  // Personal data is never kept by a browser or a proxy: every answer is no-store, errors included, unless the
  // panel's own files say otherwise.
  app.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });
  app.use(express.json({ limit: '64kb' }));

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });

  // The API as OpenAPI 3.1, made from the contracts the mock answers by (docs/openapi.json holds the same).
  let openApi: string | null = null;
  app.get('/openapi.json', (_req, res) => {
    openApi ??= JSON.stringify(openApiDocument());
    res.set('Cache-Control', 'no-cache').type('json').send(openApi);
  });

  if (config.control) {
    app.use('/__mock', controlAuth(config.controlToken));
    app.use('/__mock', apiDocsRoutes());
    app.use(
      '/__mock',
      controlRoutes(ctx, {
        reset,
        setFaults: faults.set,
        disconnectSockets: realtime.disconnectAll,
      }),
    );
    app.use('/__mock', scenarioRoutes(scenarios));
  }

  const api = express.Router();
  // Faults apply to the provider API only: the panel's own pages and assets keep loading.
  api.use((req, res, next) => (isProviderRequest(req) ? faults.middleware(req, res, next) : next()));
  api.use(priceRoutes(ctx));
  api.use(authRoutes(ctx, auth, readProfile, limits));
  api.use(kycRoutes(ctx, auth, limits));
  api.use(bankAccountRoutes(ctx, auth));
  api.use(notificationRoutes(ctx, auth));
  api.use(pushSubscriptionRoutes(ctx, auth));
  api.use(walletRoutes(ctx, auth));
  api.use(tradingRoutes(ctx, auth, limits));
  api.use(ticketRoutes(ctx, auth, limits));
  api.use(priceAlertRoutes(ctx, auth));
  api.use(reportRoutes(ctx, auth));
  app.use(api);

  if (config.webDist && existsSync(join(config.webDist, 'index.html'))) {
    // Points the panel at this server: same origin for the API and the socket. Written into index.html too, so that
    // the first render does not wait for config.json (kept for other hosts: web/src/shared/config/runtime-config.ts).
    const runtimeConfig = {
      apiBaseUrl: '',
      socketUrl: '',
      socketPath: '/socket.io',
      support: config.support,
      capabilities: { priceAlerts: true },
      push: { provider: 'webpush', vapidPublicKey: webPush.publicKey },
      // The panel says it is a demo (web/src/app/shell): only the mock serves this, never the provider's deployment.
      demo: true,
    };
    const files = servedBuild(config.webDist, runtimeConfig);
    app.get('/config.json', (_req, res) => {
      res.set('Cache-Control', 'no-cache').json(runtimeConfig);
    });
    app.use(files.middleware);
    // History fallback: deep links such as /settings?section=profile, and /wallets/ navigated to, load the app.
    app.get('/{*path}', (req, res, next) => {
      if ((isApiPath(req.path) && !isPageNavigation(req)) || !req.accepts('html')) return next();
      files.sendIndex(req, res, next);
    });
  }

  app.use(notFoundHandler);
  app.use(errorHandler(logger));

  let stopTimers: (() => void)[] = [];
  const pause = () => {
    for (const stop of stopTimers) stop();
    stopTimers = [];
  };
  return {
    app,
    handle,
    server,
    ctx,
    realtime,
    webPush,
    logger,
    reset,
    /** Whether the timers run. */
    running: () => stopTimers.length > 0,
    scenarios,
    /**
     * Starts the timers: the price walk, the expiry of trade requests left open, the sweep of receipts that backed no
     * deposit in time and, with MOCK_AUTO_APPROVE_MS and MOCK_AGENT_REPLY_MS, the automatic approvals and the
     * support agent's answers. Does nothing while they run.
     */
    start() {
      if (stopTimers.length > 0) return;
      stopTimers.push(startPriceFeed(ctx, config.priceIntervalMs));
      publishPrice(ctx);
      stopTimers.push(every(1000, 'trade-expiry', () => ctx.db.write((tx) => expireOverdue(ctx, tx)), logger));
      stopTimers.push(every(60_000, 'receipt-sweep', () => ctx.db.write((tx) => sweepOrphanReceipts(ctx, tx)), logger));
      // Checked at least every second, so an item waits at most a second past its due time.
      if (config.autoApproveMs > 0) {
        stopTimers.push(every(Math.min(1000, config.autoApproveMs), 'auto-approve', () => autoApprove(ctx), logger));
      }
      if (config.agentReplyMs > 0) {
        stopTimers.push(
          every(Math.min(1000, config.agentReplyMs), 'support-agent', () => ctx.db.write((tx) => answerDueTickets(ctx, tx)), logger),
        );
      }
    },
    /** Stops the timers and keeps everything else: a sandbox nobody uses costs no work (src/sandboxes). */
    pause,
    async close() {
      pause();
      scenarios.close();
      webPush.close();
      realtime.io.disconnectSockets(true);
      await new Promise<void>((resolve) => realtime.io.close(() => resolve()));
    },
  };
}
