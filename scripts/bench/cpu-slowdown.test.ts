import { describe, expect, it } from 'vitest';
import { cpuSlowdownFor } from './cpu-slowdown.ts';

describe('the CPU slowdown Lighthouse is run with', () => {
  it('follows the documented table from the host’s benchmark index to a mid-tier phone', () => {
    expect(cpuSlowdownFor(1800)).toBe(4);
    expect(cpuSlowdownFor(1500)).toBe(4);
    expect(cpuSlowdownFor(1200)).toBe(2);
    expect(cpuSlowdownFor(800)).toBe(2);
    expect(cpuSlowdownFor(500)).toBe(1);
  });
});
