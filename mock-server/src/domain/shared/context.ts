import type { Clock, Random } from '../../clock';
import type { MockConfig } from '../../config';
import type { Db } from '../../db/tx';
import type { Logger } from '../../logger';

export type DomainContext = {
  db: Db;
  clock: Clock;
  random: Random;
  config: MockConfig;
  logger: Logger;
  /** Dealers who make no offer for now (a demo scenario's dealer going quiet); every dealer answers when unset. */
  quietDealers?: Set<string>;
};
