import { readdirSync, readFileSync } from 'node:fs';

/** `Maximum resident set size (kbytes): N` of GNU time's `-v` report, in bytes. */
export function maxRssFromTimeReport(report: string): number | undefined {
  const match = /Maximum resident set size \(kbytes\):\s*(\d+)/.exec(report);
  return match?.[1] ? Number(match[1]) * 1024 : undefined;
}

/** A `VmRSS:`/`VmHWM:` line of /proc/<pid>/status, in bytes. */
export function statusField(status: string, field: 'VmRSS' | 'VmHWM'): number {
  const match = new RegExp(`^${field}:\\s*(\\d+)\\s*kB`, 'm').exec(status);
  return match?.[1] ? Number(match[1]) * 1024 : 0;
}

/** The parent pid in /proc/<pid>/stat (the command name may hold spaces and parentheses). */
export function parentPid(stat: string): number {
  const afterName = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(afterName[1]);
}

/** `root` and every process below it, from a pid → parent pid table. */
export function descendants(root: number, parents: ReadonlyMap<number, number>): number[] {
  const tree = [root];
  for (let index = 0; index < tree.length; index += 1) {
    for (const [pid, parent] of parents) if (parent === tree[index]) tree.push(pid);
  }
  return tree;
}

function read(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

function processTable(): Map<number, number> {
  const parents = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const stat = read(`/proc/${name}/stat`);
    if (stat) parents.set(Number(name), parentPid(stat));
  }
  return parents;
}

/**
 * Peak memory of a process tree, sampled from /proc: the larger of the highest summed resident
 * size seen and the highest single high-water mark (which catches peaks between samples).
 */
export function watchTreeMemory(root: number, everyMs = 200): { stop(): number } {
  let peak = 0;
  const sample = () => {
    let sum = 0;
    for (const pid of descendants(root, processTable())) {
      const status = read(`/proc/${pid}/status`);
      sum += statusField(status, 'VmRSS');
      peak = Math.max(peak, statusField(status, 'VmHWM'));
    }
    peak = Math.max(peak, sum);
  };
  const timer = setInterval(sample, everyMs);
  sample();
  return {
    stop() {
      clearInterval(timer);
      return peak;
    },
  };
}
