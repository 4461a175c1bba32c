import { describe, expect, it } from 'vitest';
// @ts-expect-error plain .mjs shared with npm run bench
import { runDurability } from '../../scripts/durability.mjs';

describe('durability', () => {
  it('keeps every acknowledged write when the server is killed with SIGKILL under concurrent writes', async () => {
    const figures = (await runDurability({ rounds: 2, clients: 8, minWrites: 60 })) as { acknowledged: number; lost: number };
    expect(figures.acknowledged).toBeGreaterThanOrEqual(120);
    expect(figures.lost).toBe(0);
    // Real processes start and stop here: seconds, longer on a busy machine.
  }, 120_000);
});
