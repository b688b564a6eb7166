import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../../..');

/**
 * What a build is made from besides the catalogue: the site's code, the API's code (which shapes
 * the data the pages show), the build's own code, the packages and the settings. Tests are not.
 */
const sources = ['src', 'public', 'server', 'scripts/lib', 'astro.config.mjs', 'package-lock.json'];
const isTest = (file: string) => /\.(test|spec)\.[cm]?[jt]sx?$/.test(file);

function filesOf(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!path.endsWith('.json') && !path.endsWith('.mjs')) {
    return readdirSync(path, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && !isTest(entry.name))
      .map((entry) => join(entry.parentPath, entry.name))
      .sort();
  }
  return [path];
}

/** What a build is made from: everything (`full`), and its code and settings alone (`code`). */
export interface SourceStamp {
  full: string;
  code: string;
}

/**
 * Identifies everything a build is made from: the catalogue's revision (`catalogFingerprint`),
 * the site's sources and the build settings from the environment. A publish whose full stamp
 * equals the live build's has nothing to render; one whose code stamp differs renders every page.
 */
export function sourceStamp(catalogFingerprint: string, env: NodeJS.ProcessEnv = process.env): SourceStamp {
  const code = codeStamp(env);
  return { full: createHash('sha256').update(catalogFingerprint).update(code).digest('hex'), code };
}

function codeStamp(env: NodeJS.ProcessEnv): string {
  const hash = createHash('sha256');
  const settings = Object.entries(env)
    .filter(([name]) => name.startsWith('PUBLIC_') || name === 'SITE_URL')
    .sort(([a], [b]) => a.localeCompare(b));
  hash.update(JSON.stringify(settings));
  for (const file of sources.flatMap((source) => filesOf(join(root, source)))) {
    hash.update(file.slice(root.length)).update(readFileSync(file));
  }
  return hash.digest('hex');
}
