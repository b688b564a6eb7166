import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, watch, type FSWatcher } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../config.ts';
import { deliver, mailDir } from '../mail/transport.ts';
import { writeFileAtomic } from './atomic-write.ts';

/**
 * The attack (and a flaky test): mail files were written in place, so a reader that saw a new
 * `.eml` could read half a message. A reader that looks at every change of the folder must only
 * ever find whole messages.
 */
let dataDir: string;
let watcher: FSWatcher | undefined;
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'atomic-'));
});
afterEach(() => {
  watcher?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const END = 'END-OF-MESSAGE';

describe('a mail file being written', () => {
  it('is never seen half-written by a reader watching the mail folder', async () => {
    const dir = mailDir(dataDir);
    mkdirSync(dir, { recursive: true });
    const seen: string[] = [];
    watcher = watch(dir, () => {
      for (const name of readdirSync(dir).filter((file) => file.endsWith('.eml'))) {
        seen.push(readFileSync(join(dir, name), 'utf8'));
      }
    });
    const config = loadConfig({ DATA_DIR: dataDir, AUTH_SECRET: 'test' });
    // Megabytes, so the write takes many steps a reader could fall between.
    const text = `${'A long enquiry line.\n'.repeat(300_000)}${END}\n`;
    const name = await deliver(config, {
      id: 7,
      kind: 'sales-enquiry',
      from: 'noreply@example-av.com',
      to: 'sales@example-av.com',
      cc: '',
      replyTo: '',
      subject: 'Big',
      text,
    });
    await vi.waitFor(() => expect(seen.length).toBeGreaterThan(0));
    for (const message of seen) expect(message.trimEnd().endsWith(END)).toBe(true);
    expect(readdirSync(dir)).toEqual([name]);
  });

  it('leaves nothing behind when it cannot be put in place', async () => {
    const target = join(dataDir, 'taken');
    mkdirSync(join(target, 'inside'), { recursive: true });
    await expect(writeFileAtomic(target, 'bytes')).rejects.toThrow();
    expect(readdirSync(dataDir)).toEqual(['taken']);
  });
});
