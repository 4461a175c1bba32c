import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { z as mini } from 'zod/mini';
import { config } from 'zod/v4';

describe("the web build's zod", () => {
  it('is jitless before any schema is built, so no parser is compiled with eval (the CSP refuses it)', () => {
    // 'zod' is the alias in vite.config.ts; 'zod/v4' is the package itself: both see the one configuration.
    expect(config().jitless).toBe(true);
    expect(z.config().jitless).toBe(true);
    expect(z.object({ grams: z.number() }).parse({ grams: 1.5 })).toEqual({ grams: 1.5 });
    expect(mini.config().jitless).toBe(true);
    expect(mini.object({ grams: mini.number() }).parse({ grams: 1.5 })).toEqual({ grams: 1.5 });
  });
});
