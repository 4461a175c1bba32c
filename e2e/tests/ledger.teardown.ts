import { controlLedgerResponseSchema } from '@gold/contracts/control';
import { expect, test } from '../fixtures';

test('the ledger balances after the whole suite: debits equal credits, no customer below zero', async ({ request }) => {
  const res = await request.get('/__mock/ledger');
  expect(res.ok()).toBe(true);
  const ledger = controlLedgerResponseSchema.parse(await res.json());
  expect(ledger.negativeAccounts).toEqual([]);
  expect(ledger.mismatchedAccounts).toEqual([]);
  for (const totals of Object.values(ledger.currencies)) expect(totals.debits).toBe(totals.credits);
  expect(ledger.balanced).toBe(true);
});
