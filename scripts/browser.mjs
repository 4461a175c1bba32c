// Finds a Chromium for Playwright without downloading one (toolchain.md, "A browser for Playwright").
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const SYSTEM_CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

/** The executable to launch, or null when Playwright's own is installed and should be used as is. */
export function findChromium() {
  const fromEnv = process.env.PLAYWRIGHT_CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`PLAYWRIGHT_CHROMIUM_PATH points at ${fromEnv}, which does not exist`);
    return { path: fromEnv, source: 'PLAYWRIGHT_CHROMIUM_PATH' };
  }
  try {
    const own = require('playwright-core').chromium.executablePath();
    if (own && existsSync(own)) return { path: null, source: `Playwright's Chromium (${own})` };
  } catch {
    /* playwright-core not resolvable or no browser registry: fall through */
  }
  const system = SYSTEM_CHROMIUM.find((p) => existsSync(p));
  return system ? { path: system, source: 'Debian Chromium' } : null;
}

/** Launch flags: no sandbox as root, and no background traffic to a closed network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
