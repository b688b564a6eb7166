import type { Plugin, UserConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { withoutDepsOptimizer } from './without-deps-optimizer.ts';

const call = (hook: Plugin['config'] | Plugin['configEnvironment'], ...args: unknown[]) =>
  (hook as unknown as (...a: unknown[]) => void)(...args);

describe('a build without the dependency optimizer', () => {
  it('switches the optimizer off the way Vite reads it: no discovery and nothing included', () => {
    const plugin = withoutDepsOptimizer();
    const config: UserConfig = { optimizeDeps: { include: ['react', 'aria-query'], exclude: ['astro'] } };
    call(plugin.config, config, { command: 'build', mode: 'production' });
    expect(config.optimizeDeps).toEqual({ include: [], exclude: ['astro'], noDiscovery: true });
  });

  it('switches it off in each environment, also where none was configured', () => {
    const plugin = withoutDepsOptimizer();
    const client: UserConfig = { optimizeDeps: { include: ['@astrojs/react/client.js'] } };
    const ssr: UserConfig = {};
    call(plugin.configEnvironment, 'client', client, {});
    call(plugin.configEnvironment, 'ssr', ssr, {});
    expect(client.optimizeDeps).toEqual({ include: [], noDiscovery: true });
    expect(ssr.optimizeDeps).toEqual({ include: [], noDiscovery: true });
  });
});
