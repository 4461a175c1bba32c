// Finds a Chromium for Playwright without downloading one (toolchain.md, "A browser for Playwright").
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const SYSTEM_CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];
/**
 * Debian's `chromium-headless-shell`: Chromium's headless-only build, which Playwright itself runs headless when it
 * has its own. A new context's first page costs about half what it does in the full browser here (docs/benchmarks.md).
 */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The executable to launch, or null when Playwright's own is installed and should be used as is. With
 * `headlessShell`, Debian's headless shell comes before the full browser (the e2e suite); without it, after (the
 * bench's pages, measured in the browser customers have).
 */
export function findChromium({ headlessShell = false } = {}) {
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
  const debian = headlessShell ? [HEADLESS_SHELL, ...SYSTEM_CHROMIUM] : [...SYSTEM_CHROMIUM, HEADLESS_SHELL];
  const system = debian.find((p) => existsSync(p));
  if (!system) return null;
  return { path: system, source: system === HEADLESS_SHELL ? "Debian's Chromium headless shell" : 'Debian Chromium' };
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
