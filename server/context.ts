import type { DatabaseSync } from 'node:sqlite';
import type { ServerConfig } from './config.ts';

/** What every route needs: the database and the runtime settings. */
export interface AppContext {
  db: DatabaseSync;
  config: ServerConfig;
}

/** The signed-in caller, set by the auth middleware from a valid bearer token. */
export interface Caller {
  userId: number;
  userName: string;
  email: string;
  accountType: string;
}

export type AppEnv = { Variables: { caller: Caller | undefined } };
