import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { createApp } from './app';
import { seededRandom, systemClock } from './clock';
import { defaultSupport, type MockConfig } from './config';
import { seedState } from './store/seed';
import { fileWriter, readStateFile, Store } from './store/store';

const env = process.env;
const int = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) ? n : fallback;
};

const port = int(env.PORT, 4000);
const seed = int(env.MOCK_SEED, 1);
const config: MockConfig = {
  jwtSecret: env.MOCK_JWT_SECRET || randomBytes(32).toString('hex'),
  control: env.MOCK_CONTROL !== 'off',
  autoApproveMs: int(env.MOCK_AUTO_APPROVE_MS, 0),
  priceIntervalMs: int(env.MOCK_PRICE_INTERVAL_MS, 2000),
  webDist: resolve(import.meta.dirname, env.WEB_DIST ?? '../../web/dist'),
  validateResponses: env.NODE_ENV !== 'production',
  log: env.MOCK_LOG !== 'off',
  seed,
  support: {
    phone: env.SUPPORT_PHONE ?? defaultSupport.phone,
    email: env.SUPPORT_EMAIL ?? defaultSupport.email,
    telegram: env.SUPPORT_TELEGRAM ?? defaultSupport.telegram,
  },
};

const clock = systemClock;
const dataFile = env.MOCK_DATA_FILE ? resolve(env.MOCK_DATA_FILE) : null;
const writer = dataFile ? fileWriter(dataFile) : null;
const initial = (dataFile && readStateFile(dataFile)) || seedState(seed, clock.now());
const store = new Store(initial, writer ? writer.write : null);
writer?.write(initial);

const mock = createApp({ clock, random: seededRandom(seed), store, config });
mock.server.listen(port, () => {
  mock.start();
  mock.logger.info('listening', { url: `http://localhost:${port}`, control: config.control, dataFile });
});

const shutdown = () => {
  writer?.flush();
  void mock.close().finally(() => process.exit(0));
  mock.server.close();
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
