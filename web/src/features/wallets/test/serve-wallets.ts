import { kycRoutes, kycStore, type KycStore } from '../../../test/fake-api/kyc';
import { serve, type Setup } from '../../../test/fake-api/plumbing';
import { tradeRoutes, tradeStore, type TradeStore } from '../../../test/fake-api/trades';
import { walletRoutes, walletStore, type WalletStore } from '../../../test/fake-api/wallets';

type Store = WalletStore & KycStore & TradeStore;
const routes = (store: Store) => ({ ...walletRoutes(store), ...kycRoutes(store), ...tradeRoutes(store) });

/** What the wallets page asks: the wallets and their lists, the KYC level and bank accounts to withdraw, an open trade. */
export function serveWallets({ replies, ...seed }: Setup<Store, ReturnType<typeof routes>> = {}) {
  const store = { ...walletStore(seed), ...kycStore(seed), ...tradeStore(seed) };
  return { store, calls: serve(routes(store), replies) };
}
