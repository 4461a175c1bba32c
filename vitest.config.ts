import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Every core: Vitest's default leaves one for its main thread, which mostly waits; on a 2-core machine that is one
    // worker, and the unit stage takes 5.6 minutes instead of 3.2 (docs/benchmarks.md).
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'contracts',
          root: './contracts',
          environment: 'node',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'mock-server',
          root: './mock-server',
          environment: 'node',
          include: ['src/**/*.test.ts'],
        },
      },
      './web/vite.config.ts',
    ],
  },
});
