import { fork, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import type { BuildEvent } from '../build/build-events.ts';

const child = resolve(import.meta.dirname, 'build-child.ts');

/**
 * The heap of a build is capped, with room for a catalogue several times today's: V8 sizes its heap
 * from the machine's memory and lets garbage pile up towards it; capped, it collects sooner.
 */
const BUILD_V8_FLAGS = ['--max-old-space-size=1536'];

/** A build child started, which bundles the site's code and waits for "go" (see build-child.ts). */
interface Ready {
  key: string;
  proc: ChildProcess;
  exited: Promise<void>;
  hasExited: boolean;
  /** True once the code is bundled and the child waits; false when it exited first. */
  bundled: Promise<boolean>;
  hasBundled: boolean;
  /** Names the working folder as this child's (see page-cache.ts). */
  claim?: string;
  /** What it printed while it waited, read as it came so a full pipe never stops it. */
  printed: string[];
}

/** Lines of a waiting child's output kept for the build's log. */
const PRINTED_LINES = 200;

/** A child told to go, with what it printed before. */
export interface TakenChild {
  proc: ChildProcess;
  printed: string[];
}

/**
 * At most one child waits, made for the next build of a long-running publisher (`npm start`): a
 * publish pays Node's start, Astro's loading and the bundling of the site's code, seconds on a busy
 * machine, before anyone asks.
 */
let waiting: Ready | undefined;

/** A child's whole environment decides what it builds: the one key it may be taken for. */
const keyOf = (env: NodeJS.ProcessEnv) => JSON.stringify(Object.entries(env).sort(([a], [b]) => a.localeCompare(b)));

const waits = (ready: Ready | undefined, env: NodeJS.ProcessEnv): ready is Ready =>
  ready !== undefined && !ready.hasExited && ready.key === keyOf(env);

/** Tells a child to go: false when it cannot hear it (it died, its exit perhaps not told here yet). */
const go = (proc: ChildProcess) =>
  new Promise<boolean>((done) => {
    if (!proc.connected) return done(false);
    proc.send({ kind: 'go' }, (error) => done(error === null));
  });

function start(env: NodeJS.ProcessEnv, claim?: string): Ready {
  const proc = fork(child, { env, execArgv: BUILD_V8_FLAGS, stdio: ['ignore', 'pipe', 'pipe', 'ipc'] });
  const exited = new Promise<void>((done) => {
    proc.once('exit', () => done());
    // A child that could not start shows it as a failed build when taken.
    proc.once('error', () => done());
  });
  const bundled = new Promise<boolean>((done) => {
    proc.on('message', (event: BuildEvent) => event.kind === 'bundled' && done(true));
    void exited.then(() => done(false));
  });
  const ready: Ready = {
    key: keyOf(env),
    proc,
    exited,
    hasExited: false,
    bundled,
    hasBundled: false,
    claim,
    printed: [],
  };
  for (const stream of [proc.stdout, proc.stderr]) {
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) => {
      ready.printed.push(...chunk.split('\n').filter((line) => line.trim()));
      ready.printed.splice(0, ready.printed.length - PRINTED_LINES);
    });
  }
  void exited.then(() => (ready.hasExited = true));
  void bundled.then((yes) => (ready.hasBundled = yes));
  return ready;
}

/** Ends a child and resolves once it has exited: it writes nothing after. */
async function dismiss(ready: Ready | undefined): Promise<void> {
  if (!ready) return;
  if (!ready.hasExited) ready.proc.kill('SIGKILL');
  await ready.exited;
}

/**
 * Starts a child for a build with this environment, to wait until `takeBuildChild` asks for one;
 * resolves once its code is bundled (or it exited). `claim` names the working folder it bundles into.
 */
export async function prepareBuildChild(env: NodeJS.ProcessEnv, claim?: string): Promise<void> {
  if (waits(waiting, env)) return;
  await dismissBuildChild();
  waiting = start(env, claim);
  await waiting.bundled;
}

/** Whether a child for a build with this environment waits, bundled: its claim on the working folder. */
export function bundledChildFor(env: NodeJS.ProcessEnv): string | undefined {
  return waits(waiting, env) && waiting.hasBundled ? waiting.claim : undefined;
}

/** Ends the waiting child, if any, and resolves once it has exited. */
export async function dismissBuildChild(): Promise<void> {
  const ready = waiting;
  waiting = undefined;
  await dismiss(ready);
}

/**
 * A child for a build with this environment, told to go: the waiting one when it was made for the
 * same environment and hears it, else a new one (the waiting one, made for another live build or
 * other code, or dead, is ended).
 */
export async function takeBuildChild(env: NodeJS.ProcessEnv): Promise<TakenChild> {
  const ready = waits(waiting, env) ? waiting : undefined;
  if (!ready) await dismissBuildChild();
  waiting = undefined;
  const taken = ready && (await go(ready.proc)) ? ready : undefined;
  if (!taken) await dismiss(ready);
  const child = taken ?? start(env);
  // A new child that cannot hear "go" fails as a build: its exit ends the build with its output.
  if (!taken) await go(child.proc);
  for (const stream of [child.proc.stdout, child.proc.stderr]) stream?.removeAllListeners('data');
  return { proc: child.proc, printed: child.printed };
}
