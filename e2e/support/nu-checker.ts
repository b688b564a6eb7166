import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

/** The Nu HTML Checker (what validator.w3.org/nu runs), as the vnu-jar package ships it. */
const vnuJar = String(createRequire(import.meta.url)('vnu-jar'));

/** One error the checker found: the file, its line when known, and what is wrong. */
export interface NuError {
  file: string;
  line?: number;
  message: string;
}

interface NuMessage {
  url?: string;
  lastLine?: number;
  message: string;
}

/** The JVM's start is most of a run's time, so each run takes many files; the command line stays short of its limit. */
const filesPerRun = 400;

/** Checks HTML files with the Nu HTML Checker, errors only, in as few Java runs as the command line allows. */
export function nuErrors(files: readonly string[]): NuError[] {
  const errors: NuError[] = [];
  for (let start = 0; start < files.length; start += filesPerRun) {
    const batch = files.slice(start, start + filesPerRun);
    const run = spawnSync('java', ['-jar', vnuJar, '--format', 'json', '--errors-only', ...batch], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    if (run.error) {
      throw new Error('The Nu HTML Checker needs Java (apt-get install default-jre-headless)', { cause: run.error });
    }
    const { messages } = JSON.parse(run.stderr) as { messages: NuMessage[] };
    errors.push(
      ...messages.map((message) => ({
        file: message.url ? fileURLToPath(message.url) : '(no file)',
        ...(message.lastLine === undefined ? {} : { line: message.lastLine }),
        message: message.message,
      })),
    );
  }
  return errors;
}
