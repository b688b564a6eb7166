import { describe, expect, it } from 'vitest';
import { matchSidebar } from './sidebar.ts';

const entries = [
  { name: 'Cables', children: ['DisplayPort', 'HDMI', 'Fiber Optic HDMI'] },
  { name: 'Extenders', children: ['HDMI over HDBaseT', 'Wall Plates'] },
  { name: 'Matrix', children: ['Matrix Switchers'] },
];

describe('sidebar search', () => {
  it('matches subcategories by case-insensitive partial text and expands their category', () => {
    const result = matchSidebar(entries, 'hdmi');
    expect(result.map((r) => r.childMatches)).toEqual([[false, true, true], [true, false], [false]]);
    expect(result.map((r) => r.expand)).toEqual([true, true, false]);
    expect(result.map((r) => r.matches)).toEqual([false, false, false]);
  });

  it('matches category names too', () => {
    const result = matchSidebar(entries, '  EXTEND ');
    expect(result.map((r) => r.matches)).toEqual([false, true, false]);
    expect(result[1]?.expand).toBe(false);
  });

  it('highlights a category and its subcategory when both match', () => {
    const [, , matrix] = matchSidebar(entries, 'matrix');
    expect(matrix).toEqual({ matches: true, childMatches: [true], expand: true });
  });

  it('matches nothing for blank text', () => {
    expect(matchSidebar(entries, '   ').every((r) => !r.matches && !r.expand && !r.childMatches.includes(true))).toBe(
      true,
    );
  });
});
