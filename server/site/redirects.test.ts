import { describe, expect, it } from 'vitest';
import { compileRedirects, parseRedirects } from './redirects.ts';

const rules = parseRedirects(`
# comment lines and blank lines are ignored
/item  id=:id  /item/:id  301
/search  term=:term  /search/:term  301
/item/AVHDEXT4K  /item/AV-HD-EXT-4K  301
/item/AV-ORPHAN  /pages/404?from=%2Fitem%2FAV-ORPHAN  302
/search/*  /search/index.html  200
/old/*  /new/:splat  302!
/*  /pages/404  404
`);

const lookup = compileRedirects(rules);
const match = (path: string, query = '') => lookup(path, new URLSearchParams(query));

describe('CDN redirect rules', () => {
  it('moves a query parameter into the path', () => {
    expect(match('/item', 'id=AV-1')).toEqual({ to: '/item/AV-1', status: 301, force: false });
    expect(match('/item/', 'id=AV-1')?.to).toBe('/item/AV-1');
    expect(match('/search', 'term=hdmi cable')?.to).toBe('/search/hdmi%20cable');
  });

  it('skips a query rule when the parameter is missing or blank', () => {
    expect(match('/item', '')?.to).toBe('/pages/404');
    expect(match('/search', 'term=')?.status).toBe(404);
  });

  it('keeps the query of a target', () => {
    expect(match('/item/AV-ORPHAN')).toEqual({ to: '/pages/404?from=%2Fitem%2FAV-ORPHAN', status: 302, force: false });
  });

  it('matches exact paths, splats and forced rules', () => {
    expect(match('/item/AVHDEXT4K')).toEqual({ to: '/item/AV-HD-EXT-4K', status: 301, force: false });
    expect(match('/search/hdmi')).toEqual({ to: '/search/index.html', status: 200, force: false });
    expect(match('/old/a/b')).toEqual({ to: '/new/a%2Fb', status: 302, force: true });
  });

  it('matches exact paths in any case', () => {
    expect(match('/item/avhdext4k')?.to).toBe('/item/AV-HD-EXT-4K');
    expect(match('/Item/AvHdExt4k/')?.to).toBe('/item/AV-HD-EXT-4K');
  });

  it('falls through to the 404 page for anything else', () => {
    expect(match('/no/such/page')).toEqual({ to: '/pages/404', status: 404, force: false });
  });

  it('lets an earlier pattern rule win over a later exact rule', () => {
    const ordered = compileRedirects(parseRedirects('/item/*  /pages/404  302\n/item/AV1  /item/AV-1  301'));
    expect(ordered('/item/AV1', new URLSearchParams())?.to).toBe('/pages/404');
    const exactFirst = compileRedirects(parseRedirects('/item/AV1  /item/AV-1  301\n/item/*  /pages/404  302'));
    expect(exactFirst('/item/AV1/', new URLSearchParams())?.to).toBe('/item/AV-1');
  });

  it('refuses a rule without a target', () => {
    expect(() => parseRedirects('/lonely')).toThrow(/without a target/);
  });
});

describe('a blog post whose title changed', () => {
  // As the build writes them for the posts it built (src/features/catalog/redirects.ts).
  const site = compileRedirects(
    parseRedirects(`/blog/12/*  /blog/12/hdbaset-in-lecture-halls  301
/blog/7/*  /blog/7/other-post  301
/*  /pages/404  404`),
  );
  const at = (path: string) => site(path, new URLSearchParams());

  it('answers its old address with 301 to the new one', () => {
    expect(at('/blog/12/hdbaset-in-the-classroom')).toEqual({
      to: '/blog/12/hdbaset-in-lecture-halls',
      status: 301,
      force: false,
    });
    expect(at('/blog/7/an-older-title')?.to).toBe('/blog/7/other-post');
  });

  it('leaves the address of a post that does not exist not found', () => {
    expect(at('/blog/99/hdbaset-in-the-classroom')?.status).toBe(404);
  });
});
