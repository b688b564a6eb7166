import { readdirSync } from 'node:fs';

/**
 * Every file under `dir` (not folders, nor what links point to), as paths relative to it with `/`
 * between folders. Read one folder at a time: Node's recursive listing is many times slower on a
 * build of tens of thousands of files, which the site lists when a publish switches it.
 */
export function filesUnder(dir: string): string[] {
  const files: string[] = [];
  const walk = (folder: string, prefix: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(`${folder}/${entry.name}`, `${prefix}${entry.name}/`);
      else if (entry.isFile()) files.push(`${prefix}${entry.name}`);
    }
  };
  walk(dir, '');
  return files;
}
