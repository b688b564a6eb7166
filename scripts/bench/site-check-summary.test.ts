import { byImpact, capped, siteCheckSection, summarizeCrawl, type CheckedLink } from './site-check-summary.ts';

const origin = 'http://127.0.0.1:5010';
const crawled: CheckedLink[] = [
  { url: `${origin}/`, state: 'OK', status: 200 },
  { url: `${origin}/audio`, state: 'OK', status: 200, parent: `${origin}/` },
  { url: `${origin}/item/GONE-1`, state: 'BROKEN', status: 404, parent: `${origin}/audio` },
  { url: `${origin}/item/GONE-1`, state: 'BROKEN', status: 404, parent: `${origin}/new` },
  { url: 'https://www.facebook.com/avconnect', state: 'SKIPPED', parent: `${origin}/` },
  { url: 'https://www.youtube.com/avconnect', state: 'SKIPPED', parent: `${origin}/` },
];

describe('summarizeCrawl', () => {
  it('counts each internal address once and lists a broken link under every page that links it', () => {
    expect(summarizeCrawl(2, crawled, origin)).toEqual({
      pages: 2,
      internalLinks: 3,
      externalLinks: 2,
      broken: [
        { url: '/item/GONE-1', status: 404, page: '/audio' },
        { url: '/item/GONE-1', status: 404, page: '/new' },
      ],
    });
  });

  it('names a start page that does not answer', () => {
    const down: CheckedLink[] = [{ url: `${origin}/`, state: 'BROKEN' }];
    expect(summarizeCrawl(0, down, origin).broken).toEqual([{ url: '/', status: 0, page: '(start)' }]);
  });
});

describe('byImpact', () => {
  const finding = (impact: string) => ({ template: 'home', rule: 'region', impact, nodes: 1 });

  it('counts violations by impact, most severe first', () => {
    expect(byImpact(['minor', 'serious', 'minor', 'critical'].map(finding))).toBe('1 critical, 1 serious, 2 minor');
  });

  it('says none when nothing was found', () => {
    expect(byImpact([])).toBe('none');
  });
});

describe('capped', () => {
  it('keeps the first lines and says how many more there were', () => {
    expect(capped(['a', 'b', 'c'], 2)).toEqual(['a', 'b', '… and 1 more']);
    expect(capped(['a', 'b'], 2)).toEqual(['a', 'b']);
  });
});

describe('siteCheckSection', () => {
  const section = siteCheckSection({
    crawl: summarizeCrawl(2, crawled, origin),
    nu: { pages: 5, errors: [{ file: 'audio.html', line: 12, message: 'Stray end tag “div”.' }] },
    axe: { templates: 3, findings: [{ template: 'faq', rule: 'heading-order', impact: 'moderate', nodes: 2 }] },
  });

  it('gives each count against zero findings', () => {
    expect(section.rows).toEqual([
      ['Pages crawled from /', '2', '', ''],
      ['Internal links checked', '3', '', ''],
      ['Broken internal links', '2', '0', '**NOT MET**'],
      ['Built pages checked by the Nu HTML Checker', '5', '', ''],
      ['Nu HTML Checker errors', '1', '0', '**NOT MET**'],
      ['Templates checked by axe (every rule)', '3', '', ''],
      ['axe violations (rules broken, per template)', '1 (1 moderate)', '0', '**NOT MET**'],
    ]);
  });

  it('lists what was found and says that other hosts were not checked', () => {
    expect(section.notes.join('\n')).toMatch(/links to other hosts \(2 addresses: .*\) are not checked/);
    expect(section.notes.slice(-3)).toEqual([
      'Broken links: /item/GONE-1 (404) linked from /audio; /item/GONE-1 (404) linked from /new',
      'Nu errors: audio.html:12: Stray end tag “div”.',
      'axe violations: faq: heading-order (moderate, 2 elements)',
    ]);
  });
});
