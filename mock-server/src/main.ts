import './memory';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { tmpdir } from 'node:os';
import { createApp } from './app';
import { scenarioCatalogue, ScenarioFileError } from './control/scenario-catalogue';
import { createHost } from './sandboxes/host';
import { createSandboxes, demoWorlds, type SandboxLimits } from './sandboxes/sandboxes';
import { seededRandom, systemClock } from './clock';
import { DEFAULT_GATEWAY_DEPOSIT, defaultCustomerLimits, defaultSupport, parseCorsOrigins, type MockConfig } from './config';
import { Database, DatabaseStartError } from './db/database';
import { silentRealtime, type Db } from './db/tx';
import { seedIfEmpty } from './domain/seed/seed';
import { createLogger } from './logger';
import { webPushConfigFromEnv } from './realtime/vapid';

const env = process.env;
const int = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) ? n : fallback;
};

const port = int(env.PORT, 4000);
let webPush: MockConfig['webPush'];
try {
  webPush = webPushConfigFromEnv(env);
} catch (error) {
  process.stderr.write(`\nThe mock server cannot start.\n${(error as Error).message}\n\n`);
  process.exit(1);
}
// Every demo scenario is read and checked now: a bad file stops the start, naming the file and the field.
try {
  scenarioCatalogue();
} catch (error) {
  if (!(error instanceof ScenarioFileError)) throw error;
  process.stderr.write(`\nThe mock server cannot start.\n${error.message}\n\n`);
  process.exit(1);
}
// This machine only, unless HOST says otherwise (Docker sets 0.0.0.0): the control API can credit money and read codes.
const host = env.HOST || '127.0.0.1';
const seed = int(env.MOCK_SEED, 1);
let corsOrigins: string[] = [];
try {
  corsOrigins = parseCorsOrigins(env.MOCK_CORS_ORIGINS);
} catch (error) {
  process.stderr.write(`\nThe mock server cannot start.\n${(error as Error).message}\n\n`);
  process.exit(1);
}
const config: MockConfig = {
  jwtSecret: env.MOCK_JWT_SECRET || randomBytes(32).toString('hex'),
  control: env.MOCK_CONTROL !== 'off',
  controlToken: env.MOCK_CONTROL_TOKEN || undefined,
  autoApproveMs: int(env.MOCK_AUTO_APPROVE_MS, 0),
  agentReplyMs: int(env.MOCK_AGENT_REPLY_MS, 8000),
  priceIntervalMs: int(env.MOCK_PRICE_INTERVAL_MS, 2000),
  webDist: resolve(import.meta.dirname, env.WEB_DIST ?? '../../web/dist'),
  validateResponses: env.NODE_ENV !== 'production',
  log: env.MOCK_LOG !== 'off',
  seed,
  webPush,
  gatewayDeposit: {
    perPayment: int(env.MOCK_GATEWAY_MAX_PAYMENT, DEFAULT_GATEWAY_DEPOSIT.perPayment),
    perDay: int(env.MOCK_GATEWAY_MAX_DAILY, DEFAULT_GATEWAY_DEPOSIT.perDay),
  },
  support: {
    phone: env.SUPPORT_PHONE ?? defaultSupport.phone,
    email: env.SUPPORT_EMAIL ?? defaultSupport.email,
    telegram: env.SUPPORT_TELEGRAM ?? defaultSupport.telegram,
  },
  customerLimits: defaultCustomerLimits,
  corsOrigins,
};
const logger = createLogger(config.log);
const clock = systemClock;

/** MOCK_DATA_FILE names the SQLite database; without it the state lives in memory and ends with the process. */
const dataFile = env.MOCK_DATA_FILE ? resolve(env.MOCK_DATA_FILE) : ':memory:';
if (dataFile !== ':memory:') {
  mkdirSync(dirname(dataFile), { recursive: true });
  const oldState = join(dirname(dataFile), 'state.json');
  if (existsSync(oldState)) logger.info('ignoring the JSON state file of an older build', { file: oldState, now: dataFile });
}

let db: Db;
try {
  db = Database.open(dataFile, silentRealtime);
} catch (error) {
  if (!(error instanceof DatabaseStartError)) throw error;
  process.stderr.write(`\nThe mock server cannot start.\n${error.message}\n\n`);
  process.exit(1);
}
if (seedIfEmpty(db, seed, clock.now())) logger.info('seeded the demo data', { dataFile, seed });

const mock = createApp({ clock, random: seededRandom(seed), db, config, logger });

/** Sandboxes (src/sandboxes): with the control API only, since they are made and entered through it. */
const sandboxLimits: SandboxLimits = {
  max: config.control ? int(env.MOCK_SANDBOX_MAX, 20) : 0,
  idleMs: int(env.MOCK_SANDBOX_IDLE_MIN, 60) * 60_000,
  dir: resolve(
    env.MOCK_SANDBOX_DIR ??
      (dataFile === ':memory:' ? join(tmpdir(), `gold-mock-sandboxes-${process.pid}`) : join(dirname(dataFile), 'sandboxes')),
  ),
};
const sandboxes =
  sandboxLimits.max > 0 ? createSandboxes(sandboxLimits, demoWorlds(mock, { clock, config, logger }), clock, logger) : null;
const server = sandboxes ? createHost(mock, sandboxes, { controlToken: config.controlToken, logger }).server : mock.server;
const stopSweeping = sandboxes?.sweepEvery() ?? (() => undefined);

server.listen(port, host, () => {
  mock.start();
  const control = config.control ? (config.controlToken ? 'token' : 'open') : 'off';
  logger.info('listening', { url: `http://${host}:${port}`, control, dataFile });
  if (config.control && !config.controlToken && host !== '127.0.0.1' && host !== 'localhost')
    logger.info('the control API is open to anyone who reaches this port: set MOCK_CONTROL_TOKEN');
});

const shutdown = () => {
  stopSweeping();
  void Promise.all([mock.close(), sandboxes?.closeAll()]).finally(() => {
    db.close();
    process.exit(0);
  });
  server.close();
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
