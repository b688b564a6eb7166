import { sql, type Db } from '../db/index.ts';

/** Kept when the data goes: the applied migrations, and the facts about the database itself. */
const keptTables = ['schema_migrations', 'meta'];

/**
 * Empties every table of the database (catalogue, accounts, content, submissions, security state),
 * restarts its sequences and gives it a new id, as a freshly created database would have: a build
 * of the old catalogue is then known to be stale.
 */
export async function emptyDatabase(db: Db): Promise<void> {
  const { rows } = await sql<{ name: string }>`SELECT tablename AS name FROM pg_tables
    WHERE schemaname = 'public' AND NOT (tablename = ANY(${keptTables})) ORDER BY tablename`.execute(db);
  if (rows.length > 0) {
    // Names come from the database's own catalogue and are quoted as identifiers.
    await sql`TRUNCATE ${sql.join(rows.map((row) => sql.table(row.name)))} RESTART IDENTITY CASCADE`.execute(db);
  }
  // Sequences of their own (order numbers) start again too, as in a new database.
  const { rows: sequences } = await sql<{ name: string }>`SELECT sequencename AS name FROM pg_sequences
    WHERE schemaname = 'public'`.execute(db);
  for (const { name } of sequences) await sql`ALTER SEQUENCE ${sql.table(name)} RESTART`.execute(db);
  await sql`UPDATE meta SET value = substr(md5(random()::text || clock_timestamp()::text), 1, 16)
    WHERE key = 'database_id'`.execute(db);
}
