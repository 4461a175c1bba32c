#!/usr/bin/env node
// The mock server as one JavaScript module, mock-server/dist/main.js, which `npm start`, the e2e web server and the
// bench run with plain Node. Running the TypeScript through tsx instead costs the memory of the loader and its
// transformed sources (docs/benchmarks.md › Third session: the mock as one module, and a heap sized for memory). Our
// code and contracts are bundled; packages stay in node_modules. The files the server reads beside its modules are
// copied next to the bundle. `npm run dev` and the tests still run the sources through tsx. Quick enough to run at
// every start: `node mock-server/build.mjs`, or `buildMock()` from a script.
import { build } from 'esbuild';
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const here = import.meta.dirname;
const dist = join(here, 'dist');
const mockEntry = join(dist, 'main.js');

export async function buildMock() {
  const { dependencies } = JSON.parse(readFileSync(join(here, 'package.json'), 'utf8'));
  // Written over in place, not emptied first: a running server reads its console script from here when asked.
  await build({
    entryPoints: [join(here, 'src/main.ts')],
    outfile: mockEntry,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Packages are loaded from node_modules as they are; @gold/contracts is our TypeScript, so it is bundled.
    external: Object.keys(dependencies).filter((name) => name !== '@gold/contracts'),
    logLevel: 'warning',
  });
  // Read at run time from `import.meta.dirname`: the migrations (db/migrate.ts), the demo console's scripts and the
  // demo scenarios (control/scenario-catalogue.ts).
  cpSync(join(here, 'src/db/migrations'), join(dist, 'migrations'), { recursive: true });
  for (const script of ['console-client.js', 'console-sandboxes.js', 'scenarios-client.js']) {
    cpSync(join(here, 'src/control', script), join(dist, script));
  }
  // Read once at start, so emptied first: a scenario removed from the sources is not played from an old copy.
  rmSync(join(dist, 'scenarios'), { recursive: true, force: true });
  cpSync(join(here, 'src/control/scenarios'), join(dist, 'scenarios'), { recursive: true });
  return mockEntry;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await buildMock();
