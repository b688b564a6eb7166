import { filesUnder } from '../../../server/files/files-under.ts';
import { extname, join } from 'node:path';
import type { Assembly } from './assemble.ts';

const TEXT = new Set(['.html', '.js', '.css', '.json', '.xml', '.txt', '.svg', '.webmanifest', '']);
const isText = (file: string) => TEXT.has(extname(file));

/** Pages linked to the earlier build whose scripts and styles a publish checks are still there. */
const LINKED_PAGES_CHECKED = 50;

/** Every text file of a build (a rollback reads a kept build whole). */
export function textFilesOf(buildDir: string): string[] {
  return filesUnder(buildDir)
    .filter(isText)
    .map((file) => join(buildDir, file));
}

/**
 * The files a publish reads for prices: every text file written anew for this build, and those
 * linked to the earlier build too when the prices changed since that one was checked (a linked
 * file passed the check of an earlier build, against the prices of then). Answers a sample of the
 * linked pages as well, whose scripts and styles are looked up.
 */
export function filesToScan(assembly: Assembly, pricesUnchanged: boolean): { files: string[]; linkedSample: string[] } {
  const linked = assembly.linked.filter(isText);
  return {
    files: [...assembly.written.filter(isText), ...(pricesUnchanged ? [] : linked)],
    linkedSample: linked.filter((file) => file.endsWith('.html')).slice(0, LINKED_PAGES_CHECKED),
  };
}
