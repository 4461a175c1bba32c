import { config } from 'zod/v4';

/**
 * zod as the web build sees it: `vite.config.ts` sends every `import … from 'zod'` here, so this runs before any
 * schema is built, whichever chunk the schema lands in. zod compiles object parsers with `new Function` unless told
 * not to, and the panel's Content Security Policy refuses eval (a refusal the browser reported on every page).
 */
config({ jitless: true });

export * from 'zod/v4';
export { z, z as default } from 'zod/v4';
