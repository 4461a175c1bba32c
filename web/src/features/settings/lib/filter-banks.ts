import type { Bank } from '@gold/contracts/bank-accounts';

/** Arabic yeh and kaf, half-spaces and case do not stop a match. */
const normalize = (value: string) =>
  value
    .replace(/ي/g, 'ی')
    .replace(/ك/g, 'ک')
    .replace(/\u200c/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

/** The banks whose Persian or English name holds the query. */
export function filterBanks(banks: Bank[], query: string): Bank[] {
  const q = normalize(query);
  if (!q) return banks;
  return banks.filter((bank) => normalize(bank.name).includes(q) || normalize(bank.englishName).includes(q));
}
