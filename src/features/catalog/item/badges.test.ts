import { describe, expect, it } from 'vitest';
import { certificationBadges } from './badges.ts';

describe('certification badges', () => {
  it('shows 4K and TAA from the flags', () => {
    expect(certificationBadges({ title: 'HDMI Extender 4K60', hd4k: true, isTaa: true })).toEqual(['4K', 'TAA']);
    expect(certificationBadges({ title: 'HDMI Extender 1080p', hd4k: false, isTaa: false })).toEqual([]);
  });

  it('names the 8K grade of an 8K product instead of 4K', () => {
    expect(certificationBadges({ title: 'HDMI Switcher 8K60', hd4k: true, isTaa: false })).toEqual(['8K']);
    expect(
      certificationBadges({ title: 'Fiber Cable', subtitle: '8K60 over fiber', hd4k: true, isTaa: false }),
    ).toEqual(['8K']);
  });

  it('shows no resolution badge when the flag is off, whatever the title says', () => {
    expect(certificationBadges({ title: 'HDMI Switcher 8K60', hd4k: false, isTaa: true })).toEqual(['TAA']);
  });
});
