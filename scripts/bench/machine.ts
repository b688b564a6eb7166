import { execFileSync } from 'node:child_process';
import { cpus, loadavg, release, totalmem, type } from 'node:os';
import type { Machine } from './report.ts';
import { speedProbeMs } from './speed-probe.ts';

function browserVersion(executablePath: string | undefined): string {
  if (!executablePath) return 'Playwright Chromium';
  try {
    return execFileSync(executablePath, ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return executablePath;
  }
}

/** The 1-minute load average now. */
export function loadNow(): number {
  return loadavg()[0] ?? 0;
}

/** This machine: CPU model and cores, memory, Node and the browser the benchmark drives, and its speed now. */
export function describeMachine(browserPath: string | undefined): Machine {
  const cores = cpus();
  const speed = speedProbeMs();
  return {
    cpu: cores[0]?.model.trim() ?? 'unknown',
    cores: cores.length,
    ramBytes: totalmem(),
    node: process.version,
    os: `${type()} ${release()}`,
    browser: browserVersion(browserPath),
    loadAverage: { start: loadNow(), end: loadNow() },
    speedProbeMs: { start: speed, end: speed },
  };
}
