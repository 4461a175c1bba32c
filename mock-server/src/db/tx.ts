import type { ServerToClientEvents } from '@gold/contracts/events';
import type { Notification } from '@gold/contracts/notifications';
import type { Database, Tx as DbTx } from './database';

/** What a committed transaction may tell the realtime layer; tests may record it. */
export type Realtime = {
  toUser<E extends keyof ServerToClientEvents>(userId: string, event: E, ...args: Parameters<ServerToClientEvents[E]>): void;
  broadcast<E extends keyof ServerToClientEvents>(event: E, ...args: Parameters<ServerToClientEvents[E]>): void;
  /** Drops the user's live sockets: their session ended, or their account may no longer listen. */
  disconnectUser(userId: string): void;
  /** Sends the notification to the user's devices by Web Push, without waiting (push/web-push-sender.ts); none: no push. */
  notifyDevices?(userId: string, notification: Notification): void;
};

export const silentRealtime: Realtime = { toUser: () => undefined, broadcast: () => undefined, disconnectUser: () => undefined };

/** The mock's database, whose committed effects go to the realtime layer. */
export type Db = Database<Realtime>;
/** A write transaction; realtime pushes queued on it go out after the commit. */
export type Tx = DbTx<Realtime>;
