import { Hono } from 'hono';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { AppContext, AppEnv } from '../context.ts';
import { sql } from '../db/index.ts';

const migrationCount = readdirSync(join(import.meta.dirname, '../db/migrations')).filter((name) =>
  name.endsWith('.sql'),
).length;

/** How long a health check waits for the database before calling the node unfit. */
const CHECK_MS = 2_000;

/** Why this node cannot serve now, or undefined when it can. */
async function problem(ctx: AppContext): Promise<string | undefined> {
  const applied = sql<{ n: number }>`SELECT count(*) AS n FROM schema_migrations`.execute(ctx.db);
  const late = new Promise<'late'>((resolve) => setTimeout(resolve, CHECK_MS, 'late').unref());
  try {
    const answer = await Promise.race([applied, late]);
    if (answer === 'late') return 'the database did not answer in time';
    if (Number(answer.rows[0]?.n) < migrationCount) return 'the database schema is behind: run npm run migrate';
    return undefined;
  } catch {
    return 'the database cannot be reached';
  }
}

/**
 * `GET /api/health` for load balancers: 200 once this node can serve (its database answers with
 * the schema this code expects), 503 with the reason while it cannot or while it shuts down.
 * `callersKept` says whether the node keeps callers in memory, hearing the database's changes to
 * them, or reads the caller on every call.
 */
export function healthRoutes(ctx: AppContext, draining: () => boolean): Hono<AppEnv> {
  return new Hono<AppEnv>().get('/', async (c) => {
    c.header('Cache-Control', 'no-store');
    const reason = draining() ? 'the node is shutting down' : await problem(ctx);
    return reason
      ? c.json({ ok: false, reason }, 503)
      : c.json({ ok: true, callersKept: ctx.callers?.keeping ?? false });
  });
}
