import { describe, expect, it } from 'vitest';
import { naturalCompare } from './natural-order.ts';

describe('natural order', () => {
  it('orders lengths by value, decimals included', () => {
    const titles = [
      'HDMI Cable 15 m',
      'HDMI Cable 1 m',
      'HDMI Cable 0.5 m',
      'HDMI Cable 5 m',
      'HDMI Cable 3 m',
      'HDMI Cable 1.5 m',
    ];
    expect(titles.sort(naturalCompare)).toEqual([
      'HDMI Cable 0.5 m',
      'HDMI Cable 1 m',
      'HDMI Cable 1.5 m',
      'HDMI Cable 3 m',
      'HDMI Cable 5 m',
      'HDMI Cable 15 m',
    ]);
  });

  it('orders sizes part by part and text alphabetically, ignoring case', () => {
    expect(['16x16 Matrix', '4x2 Matrix', '8x8 Matrix', '4x4 Matrix'].sort(naturalCompare)).toEqual([
      '4x2 Matrix',
      '4x4 Matrix',
      '8x8 Matrix',
      '16x16 Matrix',
    ]);
    expect(['switcher', 'Extender', 'audio'].sort(naturalCompare)).toEqual(['audio', 'Extender', 'switcher']);
  });

  it('puts a name before its longer versions', () => {
    expect(naturalCompare('Cable', 'Cable 2')).toBeLessThan(0);
    expect(naturalCompare('Cable 2', 'Cable 2')).toBe(0);
  });
});
