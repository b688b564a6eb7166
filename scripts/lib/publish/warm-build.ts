import { fork, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';

const child = resolve(import.meta.dirname, 'build-child.ts');

/**
 * The heap of a build is capped, with room for a catalogue several times today's: V8 sizes its heap
 * from the machine's memory and lets garbage pile up towards it; capped, it collects sooner.
 */
const BUILD_V8_FLAGS = ['--max-old-space-size=1536'];

/** A build child started, Node and Astro loaded, that waits for "go" (see build-child.ts). */
interface Ready {
  key: string;
  proc: ChildProcess;
  exited: boolean;
}

/**
 * At most one child waits, made for the next build of a long-running publisher (`npm start`): a
 * publish pays Node's start and Astro's loading, seconds on a busy machine, before anyone asks.
 */
let waiting: Ready | undefined;

/** A child's whole environment decides what it builds: the one key it may be taken for. */
const keyOf = (env: NodeJS.ProcessEnv) => JSON.stringify(Object.entries(env).sort(([a], [b]) => a.localeCompare(b)));

const waits = (ready: Ready | undefined, env: NodeJS.ProcessEnv): ready is Ready =>
  ready !== undefined && !ready.exited && ready.key === keyOf(env);

/** Tells a child to go: false when it cannot hear it (it died, its exit perhaps not told here yet). */
const go = (proc: ChildProcess) =>
  new Promise<boolean>((done) => {
    if (!proc.connected) return done(false);
    proc.send({ kind: 'go' }, (error) => done(error === null));
  });

function start(env: NodeJS.ProcessEnv): Ready {
  const proc = fork(child, { env, execArgv: BUILD_V8_FLAGS, stdio: ['ignore', 'pipe', 'pipe', 'ipc'] });
  const ready: Ready = { key: keyOf(env), proc, exited: false };
  proc.once('exit', () => (ready.exited = true));
  // A child that could not start shows it as a failed build when taken.
  proc.once('error', () => (ready.exited = true));
  return ready;
}

function dismiss(ready: Ready | undefined): void {
  if (ready && !ready.exited) ready.proc.kill('SIGKILL');
}

/** Starts a child for a build with this environment, to wait until `takeBuildChild` asks for one. */
export function prepareBuildChild(env: NodeJS.ProcessEnv): void {
  if (waits(waiting, env)) return;
  dismiss(waiting);
  waiting = start(env);
}

/** Ends the waiting child, if any (a publisher shutting down; a test). */
export function dismissBuildChild(): void {
  dismiss(waiting);
  waiting = undefined;
}

/**
 * A child for a build with this environment, told to go: the waiting one when it was made for the
 * same environment and hears it, else a new one (the waiting one, made for another live build or
 * other code, or dead, is ended).
 */
export async function takeBuildChild(env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  const ready = waits(waiting, env) ? waiting : undefined;
  if (!ready) dismiss(waiting);
  waiting = undefined;
  if (ready && (await go(ready.proc))) return ready.proc;
  dismiss(ready);
  const fresh = start(env);
  // A new child that cannot hear "go" fails as a build: its exit ends the build with its output.
  await go(fresh.proc);
  return fresh.proc;
}
