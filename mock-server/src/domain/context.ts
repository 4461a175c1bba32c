import type { ServerToClientEvents } from '@gold/contracts/events';
import type { Clock, Random } from '../clock';
import type { MockConfig } from '../config';
import type { Store } from '../store/store';

/** Pushes to a user's realtime room; the realtime layer provides it, tests may record it. */
export type Realtime = {
  toUser<E extends keyof ServerToClientEvents>(userId: string, event: E, ...args: Parameters<ServerToClientEvents[E]>): void;
  broadcast<E extends keyof ServerToClientEvents>(event: E, ...args: Parameters<ServerToClientEvents[E]>): void;
};

export const silentRealtime: Realtime = { toUser: () => undefined, broadcast: () => undefined };

export type DomainContext = {
  store: Store;
  clock: Clock;
  random: Random;
  config: MockConfig;
  realtime: Realtime;
};
