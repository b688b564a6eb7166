import { boundedSearchTerm, SEARCH_CHARACTERS_MAX, SEARCH_WORDS_MAX } from '../catalog/search-term.ts';
import { startTestServer, type TestServer } from '../test/harness.ts';

/**
 * The attack: searches of 25 random words, sent in a loop, raised the home page's p95 4.8×; search
 * had no limit. Searches are now limited per address (RATE_LIMIT_SEARCHES in ten seconds) and the
 * engine looks at the first words of a term only.
 */
const SEARCHES = 60;
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: '1', RATE_LIMIT_SEARCHES: String(SEARCHES) }, products: 8 });
});
afterAll(() => server.close());

const search = (term: string, address: string) =>
  fetch(`${server.baseUrl}/api/Home/SearchProducts?${new URLSearchParams({ term })}`, {
    headers: { 'X-Forwarded-For': address },
  });
const oddWord = (n: number) => `q${(n * 7919).toString(36)}zx`;
const longOddTerm = Array.from({ length: 25 }, (_, n) => oddWord(n)).join(' ');

describe('a long odd search term', () => {
  it('is cut to its first words and characters', () => {
    const cut = boundedSearchTerm(longOddTerm);
    expect(cut.split(' ')).toHaveLength(SEARCH_WORDS_MAX);
    expect(longOddTerm.startsWith(cut)).toBe(true);
    expect([...boundedSearchTerm('x'.repeat(180))]).toHaveLength(SEARCH_CHARACTERS_MAX);
  });

  it('is answered as its first words are', async () => {
    const long = await search(longOddTerm, '198.51.100.20');
    const cut = await search(boundedSearchTerm(longOddTerm), '198.51.100.20');
    expect(long.status).toBe(200);
    expect(await long.json()).toEqual(await cut.json());
  });
});

describe('a flood of searches from one address', () => {
  it('is refused with 429 past the limit, while another address still searches', async () => {
    const attacker = '203.0.113.61';
    for (let n = 0; n < SEARCHES; n += 1) expect((await search(oddWord(n), attacker)).status).toBe(200);
    const refused = await search('hdmi', attacker);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await refused.json()).error).toMatch(/Too many searches/);
    expect((await search('hdmi', '198.51.100.21')).status).toBe(200);
  });
});
