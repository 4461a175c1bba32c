import type { GoldPrice, MarketStatus, PriceUpdateEvent } from './prices';
import type { Notification } from './notifications';
import type { TradeRequestUpdateEvent } from './trading';
import type { WalletUpdateEvent } from './wallets';

/** Events the server emits on the `/notifications` namespace. */
export interface ServerToClientEvents {
  'price-update': (payload: PriceUpdateEvent) => void;
  'gold-price-update': (payload: GoldPrice) => void;
  /** The market's new state when its mode changes or working hours open or close it (an assumption, see docs/assumptions.md). */
  'market-status': (payload: MarketStatus) => void;
  'wallet-update': (payload: WalletUpdateEvent) => void;
  notification: (payload: Notification) => void;
  /** A trade request of the user's was executed, cancelled or expired: a confirmation still showing it closes. */
  'trade-request-update': (payload: TradeRequestUpdateEvent) => void;
}

/** Events the client emits. `join` carries the user id; the server only honours the token's own id. */
export interface ClientToServerEvents {
  join: (userId: string) => void;
}

/** Handshake: the access token travels in `auth`, never in the URL. */
export type SocketAuth = { token?: string };
