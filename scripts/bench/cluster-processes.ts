/**
 * The processes of the cluster benchmark (API nodes, the balancer, client processes): each is
 * remembered until it exits, so `stopAll` (and the exit of the benchmark itself, even on a failure)
 * leaves none behind.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export const root = join(import.meta.dirname, '../..');

/** Every process started here that has not ended, with the promise of its end. */
const running = new Map<ChildProcess, Promise<number | string>>();
process.once('exit', () => {
  for (const child of running.keys()) child.kill('SIGKILL');
});

/** Remembers a process until it ends; resolves with its exit code or the signal's name. */
function track(child: ChildProcess): Promise<number | string> {
  const exited = new Promise<number | string>((resolve) => {
    child.once('error', (error) => {
      running.delete(child);
      resolve(error.message);
    });
    child.once('exit', (code, signal) => {
      running.delete(child);
      resolve(code ?? signal ?? 'unknown');
    });
  });
  running.set(child, exited);
  return exited;
}

export interface Started {
  child: ChildProcess;
  name: string;
  logFile: string;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string>;
}

/** Starts a process whose output goes to `logFile`. */
export function startLogged(name: string, command: string, args: string[], env: NodeJS.ProcessEnv, logFile: string) {
  const log = createWriteStream(logFile, { flags: 'a' });
  const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = track(child);
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });
  return { child, name, logFile, exited } satisfies Started;
}

/** The last lines a process wrote: what a failure message shows. */
export function tailOf(logFile: string, lines = 12): string {
  try {
    return readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no output)';
  }
}

async function stopChild(child: ChildProcess, exited: Promise<number | string>): Promise<void> {
  child.kill('SIGTERM');
  const late = sleep(5_000).then(() => 'late' as const);
  if ((await Promise.race([exited, late])) === 'late') {
    child.kill('SIGKILL');
    await exited;
  }
}

/** Stops a process (SIGTERM, then SIGKILL after 5 s) and waits for it to end. */
export async function stop(started: Started): Promise<void> {
  if (running.has(started.child)) await stopChild(started.child, started.exited);
}

/** Stops every process still running. */
export async function stopAll(): Promise<void> {
  await Promise.all([...running].map(([child, exited]) => stopChild(child, exited)));
}

/** Polls `url` until it answers 200; fails with the process's last output if it ends or takes too long. */
export async function waitForOk(url: string, started: Started, limitMs = 60_000): Promise<void> {
  const deadline = performance.now() + limitMs;
  let ended: number | string | undefined;
  void started.exited.then((code) => (ended = code));
  while (performance.now() < deadline) {
    if (ended !== undefined) {
      throw new Error(`${started.name} exited (${ended}) before ${url} answered:\n${tailOf(started.logFile)}`);
    }
    const status = await fetch(url, { signal: AbortSignal.timeout(2_000) }).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    await sleep(200);
  }
  throw new Error(`${url} did not answer 200 within ${limitMs / 1000} s:\n${tailOf(started.logFile)}`);
}

/** Runs a command to its end; fails with its last output unless it exits with 0. */
export async function runToEnd(name: string, args: string[], env: NodeJS.ProcessEnv, logFile: string): Promise<void> {
  const started = startLogged(name, process.execPath, args, env, logFile);
  const code = await started.exited;
  if (code !== 0) throw new Error(`${name} failed (${code}):\n${tailOf(logFile)}`);
}

let specs = 0;

/**
 * Runs a client script of this folder with a spec (written to a file) in its own process, so it
 * never shares an event loop with the benchmark; resolves the last line it printed, as JSON.
 */
export async function runClient(script: string, spec: unknown, workDir: string): Promise<unknown> {
  const file = join(workDir, `client-${(specs += 1)}.json`);
  writeFileSync(file, JSON.stringify(spec));
  const child = spawn(process.execPath, [join(import.meta.dirname, script), file], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = track(child);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await exited;
  rmSync(file, { force: true });
  if (code !== 0) throw new Error(`${script} exited with ${code}`);
  return JSON.parse(output.trim().split('\n').at(-1) ?? 'null');
}
