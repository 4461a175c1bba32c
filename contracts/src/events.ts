import type { GoldPrice, PriceUpdateEvent } from './prices';
import type { Notification } from './notifications';
import type { WalletUpdateEvent } from './wallets';

/** Events the server emits on the `/notifications` namespace. */
export interface ServerToClientEvents {
  'price-update': (payload: PriceUpdateEvent) => void;
  'gold-price-update': (payload: GoldPrice) => void;
  'wallet-update': (payload: WalletUpdateEvent) => void;
  notification: (payload: Notification) => void;
}

/** Events the client emits. `join` carries the user id; the server only honours the token's own id. */
export interface ClientToServerEvents {
  join: (userId: string) => void;
}

/** Handshake: the access token travels in `auth`, never in the URL. */
export type SocketAuth = { token?: string };
