import type { KyselyPlugin } from 'kysely';
import type { Db } from '../db/index.ts';

/**
 * Every answer of the database arrives a turn of the event loop later, as over a network: the
 * in-process database answers within the same turn, which would hide any check-then-write race
 * between requests. Test-only.
 */
const networkTurn: KyselyPlugin = {
  transformQuery: (args) => args.node,
  transformResult: async (args) => {
    await new Promise((resolve) => setImmediate(resolve));
    return args.result;
  },
};

/** The same database, answering as a server over a network would (see `networkTurn`). */
export const overNetwork = (db: Db): Db => db.withPlugin(networkTurn);
