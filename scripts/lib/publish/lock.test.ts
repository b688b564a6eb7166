import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';

const lockModule = resolve(import.meta.dirname, 'lock.ts');

/** A process that takes the lock, notes when it holds it, and lets go. */
function contender(lockFile: string, journal: string): Promise<number> {
  const script = `
    import { appendFileSync } from 'node:fs';
    import { withBuildLock } from ${JSON.stringify(lockModule)};
    await withBuildLock(${JSON.stringify(lockFile)}, async () => {
      appendFileSync(${JSON.stringify(journal)}, 'in\\n');
      for (let i = 0; i < 20; i += 1) await new Promise((r) => setImmediate(r));
      appendFileSync(${JSON.stringify(journal)}, 'out\\n');
    });`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: 'inherit' });
  return new Promise((done) => child.once('exit', (code) => done(code ?? 1)));
}

describe('the build lock', () => {
  it('has one holder at a time when several processes take over a lock its holder left behind', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lock-'));
    const lockFile = join(dir, 'build-lock.db');
    const journal = join(dir, 'journal');
    // A holder that died: a process id no process has.
    const db = new DatabaseSync(lockFile);
    db.exec(
      'CREATE TABLE holder (id INTEGER PRIMARY KEY CHECK (id = 1), pid INTEGER NOT NULL, token TEXT NOT NULL, beat INTEGER NOT NULL)',
    );
    db.prepare('INSERT INTO holder VALUES (1, 2147483646, ?, ?)').run('dead', Date.now());
    db.close();

    const codes = await Promise.all(Array.from({ length: 6 }, () => contender(lockFile, journal)));
    expect(codes).toEqual([0, 0, 0, 0, 0, 0]);
    const lines = readFileSync(journal, 'utf8').trim().split('\n');
    expect(lines).toEqual(Array.from({ length: 6 }, () => ['in', 'out']).flat());
  }, 60_000);
});
