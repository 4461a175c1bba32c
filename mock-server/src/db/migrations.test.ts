import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS } from './migrate';

/**
 * A migration that has landed is never edited: a database it already ran on would never see the edit, and the code
 * would then read a schema that is not there. A change of schema is a new numbered file, added to this list.
 */
const LANDED: Record<string, string> = {
  '001-accounts.sql': '2198e8a039eb19d65e487d8cb48e9cffe26d79a66e9606aae1be01ac3d5947c7',
  '002-ledger.sql': '1a89e1da5ce36e53825c8be39341b3451769d8f4ce1a334570f15e02dbfbc369',
  '003-idempotency.sql': '16f081bbf3d23dfb708a241eb792cc3f99097a52e53d1fc13dec45b0b197c40d',
  '004-trading.sql': '6804f67bf050e9716ef5de1ac02ce9bd43788ef1ef74ceaa147a5fe8cb9ca029',
  '005-wallet-requests.sql': '8266413a61c6669176b3eca2c9a754b6d89f5c31006cfd8191e4b7a65d689c84',
  '006-tickets.sql': '8ea75330f1623dfae37f0de6842684d17a6957cc8b7235bc129ff8e592993914',
  '007-price-history.sql': '9fbd6c48715f2eab768eee932c3cb18a1492b4a70e6501abe5b11828ce34b6c3',
  '008-receipts-content-hash.sql': 'b5307b0d373f8b6ed696ee38f68d37016baad1513b49495fa4c42be65ba0f563',
  '009-house-accounts-keep-no-totals.sql': '72f329286af1b9266e6a58c86798155f30ae8356c2da893bce7c159b5d2f4645',
  '010-price-alerts.sql': '6e700dc61ba71826f925a44a482d7994d2349566d41c9af5e4341e1a74ee4165',
  '011-push-subscriptions.sql': '1b1a2b16d4a43c6e648adebcafcb8e03b96043c71613bb03b806d21dfbaa9391',
};

describe('migrations', () => {
  it.each(Object.entries(LANDED))('%s is as it landed', (name, sha256) => {
    const migration = MIGRATIONS.find((m) => m.name === name);
    expect(migration, `${name} is missing`).toBeDefined();
    expect(createHash('sha256').update(migration!.sql).digest('hex')).toBe(sha256);
  });

  it('lists every migration here, so a new one is pinned when it lands', () => {
    expect(MIGRATIONS.map((m) => m.name)).toEqual(Object.keys(LANDED));
  });
});
