import { expect, test } from '@playwright/test';

const newsletter = { Name: 'Jo', Email: 'jo@example.com' };

test('a form post without a human-verification pass is refused, and the pass works once', async ({ request }) => {
  const bare = await request.post('/api/EmailManagement/NewsLetterSignup', { data: newsletter });
  expect(bare.status()).toBe(403);
  expect((await bare.json()).issues[0].field).toBe('X-Human-Pass');

  const check = await request.get('/api/Home/ValidateCaptcha', { params: { captcha: 'dev-e2e' } });
  const pass = String(await check.json());
  const headers = { 'X-Human-Pass': pass };
  const first = await request.post('/api/EmailManagement/NewsLetterSignup', { data: newsletter, headers });
  expect(first.status()).toBe(200);
  const replayed = await request.post('/api/EmailManagement/NewsLetterSignup', { data: newsletter, headers });
  expect(replayed.status()).toBe(403);
});

test('a forged pass is refused', async ({ request }) => {
  const forged = `${Math.floor(Date.now() / 1000) + 60}.AAAAAAAAAAAAAAAAAAAAAA.${'A'.repeat(43)}`;
  const answer = await request.post('/api/EmailManagement/NewsLetterSignup', {
    data: newsletter,
    headers: { 'X-Human-Pass': forged },
  });
  expect(answer.status()).toBe(403);
});
