// The contracts a signed-in start evaluates, timed alone: the contracts modules reached by static imports from the
// panel's entry, the protected layout and the dashboard (the chunks a signed-in start loads), bundled into one module
// with zod outside it. Each run is a fresh Node process that loads zod and the other packages first, then times
// `await import()` of the bundle, then one `safeParse` of every schema the bundle exports (what building them all
// costs, wherever it falls). Prints the median of 7 runs after one not counted, with the fastest and the slowest.
//
//   node scripts/bench-contracts-import.mjs [contracts/src] [web/src]   (other copies of them, to compare with)
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const contracts = resolve(process.argv[2] ?? join(root, 'contracts/src'));
const web = resolve(process.argv[3] ?? join(root, 'web/src'));
const RUNS = 7;

/** The contracts files the signed-in start's static imports reach. */
async function signedInContracts() {
  const { metafile } = await build({
    entryPoints: ['main.tsx', 'app/protected-layout.tsx', 'app/dashboard/dashboard.tsx'].map((f) => join(web, f)),
    bundle: true,
    write: false,
    metafile: true,
    format: 'esm',
    outdir: join(root, 'node_modules/.cache/bench-contracts/graph'),
    jsx: 'automatic',
    logLevel: 'silent',
    loader: { '.css': 'empty', '.svg': 'empty', '.woff': 'empty', '.woff2': 'empty', '.png': 'empty' },
    plugins: [
      {
        name: 'static-imports-only',
        setup(b) {
          b.onResolve({ filter: /.*/ }, (args) => {
            if (args.kind === 'dynamic-import') return { path: args.path, external: true };
            if (args.path.startsWith('@gold/contracts/')) {
              return { path: join(contracts, `${args.path.slice('@gold/contracts/'.length)}.ts`) };
            }
            if (!args.path.startsWith('.') && !args.path.startsWith('/')) return { path: args.path, external: true };
            return undefined;
          });
        },
      },
    ],
  });
  return Object.keys(metafile.inputs)
    .map((input) => resolve(root, input))
    .filter((file) => !relative(contracts, file).startsWith('..'))
    .sort();
}

const files = await signedInContracts();
const out = join(root, 'node_modules/.cache/bench-contracts');
mkdirSync(out, { recursive: true });
const entry = files.map((file, i) => `export * as m${i} from ${JSON.stringify(file)};`).join('\n');
const bundle = join(out, 'signed-in-contracts.mjs');
const { metafile } = await build({
  stdin: { contents: entry, resolveDir: contracts, loader: 'js' },
  bundle: true,
  format: 'esm',
  platform: 'node',
  outfile: bundle,
  external: ['zod', 'zod/*', '@date-fns/*', 'date-fns-jalali', 'date-fns-jalali/*'],
  metafile: true,
  logLevel: 'silent',
});
// The packages the bundle imports are loaded before the clock starts: only the contracts' own evaluation is timed.
const packages = [
  ...new Set(Object.values(metafile.outputs).flatMap((o) => o.imports.filter((i) => i.external).map((i) => i.path))),
];

const probe = `
import { config } from 'zod/v4/core';
import { safeParse } from 'zod/mini';
config({ jitless: true }); // as the panel runs it (web/src/shared/lib/zod.ts)
for (const name of ${JSON.stringify(packages)}) await import(name);
const t0 = performance.now();
const modules = await import(${JSON.stringify(pathToFileURL(bundle).href)});
const t1 = performance.now();
let schemas = 0;
for (const module of Object.values(modules))
  for (const value of Object.values(module))
    if (value && typeof value === 'object' && '_zod' in value) (schemas++, safeParse(value, undefined));
const t2 = performance.now();
console.log(JSON.stringify({ importMs: t1 - t0, parseAllMs: t2 - t1, schemas }));
`;
const runs = [];
for (let i = 0; i <= RUNS; i++) {
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', probe], { cwd: out, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(run.stderr);
  if (i > 0) runs.push(JSON.parse(run.stdout));
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (key) =>
  `${median(runs.map((r) => r[key])).toFixed(1)} ms (${Math.min(...runs.map((r) => r[key])).toFixed(1)}–${Math.max(...runs.map((r) => r[key])).toFixed(1)})`;
console.log(`${files.length} contracts files: ${files.map((f) => relative(contracts, f)).join(', ')}`);
console.log(
  `import: ${ms('importMs')}; then one safeParse of each of the ${runs[0].schemas} exported schemas: ${ms('parseAllMs')}`,
);
