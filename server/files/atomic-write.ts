import { randomBytes } from 'node:crypto';
import { renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { rename, unlink, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/**
 * A file that others read (an outbox consumer, a test, another process) appears whole or not at all:
 * the bytes go to a temporary name in the same folder (a dot file ending in `.tmp`, which no reader
 * picks up), then one rename puts them in place. A failed write leaves nothing behind.
 */
const temporaryPath = (path: string) =>
  join(dirname(path), `.${basename(path)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);

/** A name `temporaryPath` makes: what a `kill -9` during a write leaves behind. */
export const isTemporaryName = (name: string) => /^\..+\.\d+\.[0-9a-f]{8}\.tmp$/.test(name);

export async function writeFileAtomic(path: string, data: string | Uint8Array, mode = 0o644): Promise<void> {
  const temporary = temporaryPath(path);
  try {
    await writeFile(temporary, data, { flag: 'wx', mode });
    await rename(temporary, path);
  } catch (error) {
    await unlink(temporary).catch(() => undefined);
    throw error;
  }
}

export function writeFileAtomicSync(path: string, data: string | Uint8Array, mode = 0o644): void {
  const temporary = temporaryPath(path);
  try {
    writeFileSync(temporary, data, { flag: 'wx', mode });
    renameSync(temporary, path);
  } catch (error) {
    try {
      unlinkSync(temporary);
    } catch {
      // Nothing was written.
    }
    throw error;
  }
}
