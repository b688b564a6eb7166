import { execFileSync } from 'node:child_process';
import { join, resolve } from 'node:path';

/** The port of the storefront under test; each developer's run may pick its own with E2E_PORT. */
export const e2ePort = Number(process.env.E2E_PORT ?? 4400);
export const baseURL = `http://127.0.0.1:${e2ePort}`;

/** The stand-in help-desk and live-chat scripts (e2e/support/widget-stub-server.ts), built into the site. */
export const widgetStubPort = e2ePort + 1000;
export const widgetStubs = {
  helpDesk: `http://127.0.0.1:${widgetStubPort}/helpdesk.js`,
  chat: `http://127.0.0.1:${widgetStubPort}/chat.js`,
};

/**
 * The servers some journeys start beside the storefront, each on a port of its own: two workers run
 * journeys at once, and two servers asked for one port would leave a journey talking to the other's.
 */
export const ownServerPort = {
  orderRejecting: e2ePort + 37,
  accountPassword: e2ePort + 41,
  itemFormsRejecting: e2ePort + 42,
  publishing: e2ePort + 43,
  accountReset: e2ePort + 47,
  formsRejecting: e2ePort + 51,
  formsRateLimited: e2ePort + 52,
  staffPublishing: e2ePort + 56,
  staffEditing: e2ePort + 61,
} as const;

/** Everything a test run writes (database, mail, site build) lives under one folder per port. */
export const workDir = resolve('.e2e', String(e2ePort));
export const dataDir = join(workDir, 'data');
export const outDir = join(workDir, 'dist');

/** Debian's Chromium when installed; elsewhere Playwright's own browser. */
export function systemChromium(): string | undefined {
  try {
    return (
      execFileSync('sh', ['-c', 'command -v chromium || command -v chromium-browser'], { encoding: 'utf8' }).trim() ||
      undefined
    );
  } catch {
    return undefined;
  }
}
