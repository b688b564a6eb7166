import { defineConfig, devices } from '@playwright/test';
import {
  baseURL,
  dataDir,
  e2ePort,
  outDir,
  systemChromium,
  widgetStubPort,
  widgetStubs,
  workDir,
} from './e2e/support/env.ts';

const executablePath = systemChromium();

/**
 * End-to-end journeys against the real product: `scripts/start.ts` seeds a database of its own,
 * builds the site from the catalogue API and serves both, exactly as `npm start` does.
 */
export default defineConfig({
  testDir: 'e2e',
  // Per port, so two runs side by side never share traces or screenshots.
  outputDir: `${workDir}/test-results`,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: executablePath
      ? {
          executablePath,
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        }
      : {},
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    // The third-party widgets' stand-ins, so the site is built with both widgets configured.
    {
      command: 'node e2e/support/widget-stub-server.ts',
      url: `${widgetStubs.chat}`,
      env: { PORT: String(widgetStubPort) },
      reuseExistingServer: false,
    },
    {
      command: 'node scripts/start.ts',
      // The server serves the last build while it publishes the current sources at start; tests
      // begin once /api/ready says that publish is live, and a failed one stops the run at once
      // (EXIT_ON_PUBLISH_FAILURE) rather than testing the earlier build's pages.
      url: `${baseURL}/api/ready`,
      // Every journey posts its forms, quotes and change requests, signs in and searches from one
      // address (two workers at once); those limits are tested on their own.
      env: {
        PORT: String(e2ePort),
        DATA_DIR: dataDir,
        OUT_DIR: outDir,
        RATE_LIMIT_FORM_POSTS: '100000',
        RATE_LIMIT_SIGN_INS: '100000',
        RATE_LIMIT_QUOTES: '100000',
        RATE_LIMIT_ACCOUNT_CHANGES: '100000',
        RATE_LIMIT_SEARCHES: '100000',
        MAX_REQUESTS_PER_ADDRESS: '1000',
        RATE_LIMIT_REQUESTS: '100000',
        MAX_HELD_PER_ADDRESS: '100000',
        EXIT_ON_PUBLISH_FAILURE: '1',
        // Warnings and security events only: a line per request would bury the test report.
        LOG_LEVEL: 'warn',
        PUBLIC_HELPDESK_WIDGET_URL: widgetStubs.helpDesk,
        PUBLIC_CHAT_WIDGET_URL: widgetStubs.chat,
      },
      // The start-up publish builds the whole site; beside another build on the same machine it
      // runs several times longer than alone, so the wait is sized for a busy machine.
      timeout: 900_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 2000 },
    },
  ],
});
