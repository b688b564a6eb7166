import { defineConfig } from 'vitest/config';

// Unit, component and API tests. End-to-end journeys live in e2e/ and run under Playwright.
export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    globals: true,
    // Stores kept in browser storage are unmounted after every component test (no timer outlives it).
    setupFiles: ['src/test/stored-stores.test-support.ts'],
    // Sized for a machine shared with other builds (see BENCHMARKS.md, "Test fixtures on a busy
    // machine"): a hook may migrate and seed a database when the fixture cache is cold.
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // Astro's React renderer reads its options from a module Astro provides; its tests provide it.
    server: { deps: { inline: ['@astrojs/react'] } },
  },
});
