/** A trade history item as the provider sends it (spec 2 section 3), without the mock's optional fields. */
export const providerTrade = (overrides: Record<string, unknown> = {}) => ({
  id: 't-1',
  type: 'buy',
  symbol: 'GOLD_18K',
  status: 'completed',
  amount: 2.5,
  price: 7_800_000,
  timestamp: '2025-01-04T08:30:00.000Z',
  ...overrides,
});
