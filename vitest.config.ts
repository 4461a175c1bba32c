import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * Test files run in one module graph per worker (`isolate: false`): React, MUI and the app are imported once per
 * worker instead of once per file, which takes about a third off the unit stage (docs/benchmarks.md › Test and install times).
 * A file that replaces a module with `vi.mock` needs a graph of its own, where no earlier file has imported the real
 * one, and so does a file with an environment of its own (libraries decide at their first import whether they run in a
 * browser): those are found by their text and run isolated, so a new one needs no list kept by hand.
 */
const WEB_TESTS = 'src/**/*.test.{ts,tsx}';
const webRoot = join(import.meta.dirname, 'web');
const ownGraph = readdirSync(join(webRoot, 'src'), { recursive: true, encoding: 'utf8' })
  .filter(
    (file) =>
      /\.test\.tsx?$/.test(file) && /vi\.mock\(|@vitest-environment/.test(readFileSync(join(webRoot, 'src', file), 'utf8')),
  )
  .map((file) => `src/${file.split('\\').join('/')}`);

export default defineConfig({
  test: {
    // Every core: Vitest's default leaves one for its main thread, which mostly waits; on a 2-core machine that is one
    // worker, and the unit stage takes nearly twice as long (docs/benchmarks.md › Test and install times).
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: { name: 'docs', root: '.', environment: 'node', include: ['scripts/*.test.mjs'] },
      },
      {
        // The conformance check, run against the mock in-process: the mock's test setup makes its sign-ins quick.
        test: {
          name: 'scripts',
          root: '.',
          environment: 'node',
          include: ['scripts/**/*.test.ts'],
          setupFiles: ['mock-server/src/test-setup.ts'],
          isolate: false,
        },
      },
      {
        test: { name: 'deploy', root: '.', environment: 'node', include: ['deploy/*.test.mjs'] },
      },
      {
        test: {
          name: 'contracts',
          root: './contracts',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          isolate: false,
        },
      },
      {
        test: {
          name: 'mock-server',
          root: './mock-server',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          setupFiles: ['src/test-setup.ts'],
          isolate: false,
        },
      },
      {
        extends: './web/vite.config.ts',
        test: { name: 'web', root: './web', include: [WEB_TESTS], exclude: ownGraph, isolate: false },
      },
      { extends: './web/vite.config.ts', test: { name: 'web:isolated', root: './web', include: ownGraph } },
    ],
  },
});
