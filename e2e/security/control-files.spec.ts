import { expect, test } from '@playwright/test';

/**
 * The attack: `/_headers` and `/_redirects` were served to anyone, handing out the site's whole
 * policy and rewrite map. The build's control files answer the not-found page with status 404.
 */
test("the build's control files are never served", async ({ request }) => {
  for (const path of ['/_headers', '/_redirects', '/_headers/', '/%5Fredirects']) {
    const answer = await request.get(path, { maxRedirects: 0 });
    expect(answer.status(), path).toBe(404);
    const body = await answer.text();
    expect(body, path).toContain('Page not found');
    expect(body, path).not.toContain('Referrer-Policy: strict-origin');
    expect(body, path).not.toContain('301!');
  }
});
