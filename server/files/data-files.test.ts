import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EMBEDDED_FOLDER, loadConfig, type ServerConfig } from '../config.ts';
import { openContext, type OpenedContext } from '../main.ts';
import { deliver, mailDir } from '../mail/transport.ts';

/**
 * The finding: the database and the `.eml` files (with live reset links) were readable by any local
 * user (0644), and a `kill -9` during a mail write left its temporary file in the mail folder forever.
 */
const modeOf = (path: string) => statSync(path).mode & 0o777;

let root: string;
let config: ServerConfig;
let opened: OpenedContext;
/** Left by a write killed two minutes ago, beside a mail that was written whole. */
const stray = '.000007-reset.eml.4242.0badc0de.tmp';
const kept = '000006-reset.eml';

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'data-files-'));
  config = loadConfig({ DATA_DIR: join(root, 'data') });
  const mail = mailDir(config.dataDir);
  mkdirSync(mail);
  writeFileSync(join(mail, kept), 'Subject: reset\n');
  writeFileSync(join(mail, stray), 'Subject: res');
  const twoMinutesAgo = new Date(Date.now() - 120_000);
  utimesSync(join(mail, stray), twoMinutesAgo, twoMinutesAgo);
  opened = await openContext(config, { seed: false, migrate: false });
});
afterAll(async () => {
  await opened.close();
  rmSync(root, { recursive: true, force: true });
});

describe('data files', () => {
  it('are readable by the server user only: DATA_DIR, the database, the signing secret and each mail', async () => {
    expect(modeOf(config.dataDir)).toBe(0o700);
    expect(modeOf(join(config.dataDir, EMBEDDED_FOLDER))).toBe(0o700);
    expect(modeOf(join(config.dataDir, 'auth-secret'))).toBe(0o600);
    const name = await deliver(config, {
      id: 8,
      kind: 'password-reset',
      from: 'no-reply@example-av.com',
      to: 'dealer@example.net',
      cc: '',
      replyTo: '',
      subject: 'Reset your password',
      text: 'https://www.example-av.com/reset#secret',
    });
    expect(modeOf(join(mailDir(config.dataDir), name))).toBe(0o600);
  });

  it('a DATA_DIR kept from before, open to all, is closed at the next start', () => {
    const older = join(root, 'older');
    mkdirSync(older);
    chmodSync(older, 0o755);
    loadConfig({ DATA_DIR: older, AUTH_SECRET: 'secret' });
    expect(modeOf(older)).toBe(0o700);
  });
});

describe('temporary files left by a kill -9 during a mail write', () => {
  it('are removed at start; whole mails stay', () => {
    const names = readdirSync(mailDir(config.dataDir));
    expect(names).not.toContain(stray);
    expect(names).toContain(kept);
  });
});
