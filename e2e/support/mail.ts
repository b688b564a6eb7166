import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from '../../server/db/index.ts';
import { dataDir as mainDataDir } from './env.ts';
import { withCatalogDb } from './shop.ts';

/** Quoted-printable as mail writes long lines: soft breaks joined, `=3D` back to `=`. */
const unquote = (text: string) =>
  text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/**
 * The text of the latest mail of `kind` to `to` stored by the storefront of `dataDir`, read from its
 * `.eml` file once it is written ('' until then).
 */
export async function mailFileText(kind: string, to: string, dataDir: string = mainDataDir): Promise<string> {
  const {
    rows: [row],
  } = await withCatalogDb(
    (db) =>
      sql<{ id: number }>`SELECT id FROM outbox WHERE kind = ${kind} AND mail_to = ${to} ORDER BY id DESC`.execute(db),
    dataDir,
  );
  const folder = join(dataDir, 'mail');
  const prefix = `${String(row?.id).padStart(6, '0')}-`;
  const name = row && existsSync(folder) ? readdirSync(folder).find((file) => file.startsWith(prefix)) : undefined;
  return name ? unquote(readFileSync(join(folder, name), 'utf8')) : '';
}
