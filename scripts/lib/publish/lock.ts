import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function tryLock(file: string): boolean {
  try {
    const fd = openSync(file, 'wx');
    writeSync(fd, String(process.pid));
    closeSync(fd);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const holder = Number(readFileSync(file, 'utf8'));
    // A lock left by a process that died is taken over.
    if (!Number.isInteger(holder) || holder <= 0 || !alive(holder)) {
      rmSync(file, { force: true });
      return tryLock(file);
    }
    return false;
  }
}

/**
 * Runs `work` holding the build lock of a site, so two builds never run at once even from two
 * processes (the server's hook and `npm run publish`); waits while another process builds.
 */
export async function withBuildLock<T>(file: string, work: () => Promise<T>, onWait?: () => void): Promise<T> {
  let waited = false;
  while (!tryLock(file)) {
    if (!waited) onWait?.();
    waited = true;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  try {
    return await work();
  } finally {
    rmSync(file, { force: true });
  }
}
