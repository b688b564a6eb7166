import { chmodSync, mkdirSync, statSync } from 'node:fs';

/**
 * Makes `dir` (and any missing parent) readable by the server's user only. One already there that
 * this user owns is tightened too, so data kept before this rule (mail with live reset links, the
 * embedded database and its password-less socket) is closed to other local users at the next start.
 */
export function privateFolder(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (statSync(dir).uid === process.getuid?.()) chmodSync(dir, 0o700);
}
