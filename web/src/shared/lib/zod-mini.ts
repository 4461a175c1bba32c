import { config } from 'zod/v4/core';

/**
 * zod/mini as the web build sees it, jitless like `zod` (./zod.ts), for the same reason: `vite.config.ts` sends every
 * `import … from 'zod/mini'` here. The contracts a first visit to /auth reaches are written with it.
 */
config({ jitless: true });

export * from 'zod/v4/mini';
export { z } from 'zod/v4/mini';
