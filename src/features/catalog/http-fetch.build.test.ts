import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../api/index.ts';
import { createBuildFetch } from './http-fetch.build.ts';

let server: Server;
let base = '';
const seen: { method: string; url: string; encoding: string | undefined; body: string; type: string | undefined }[] =
  [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({
        method: req.method ?? '',
        url: req.url ?? '',
        encoding: req.headers['accept-encoding'],
        body,
        type: req.headers['content-type'],
      });
      if (req.url?.startsWith('/api/Home/GetFAQ')) {
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ refFaq: [{ question: 'Q?', answer: '<p>A</p>' }] }));
      } else {
        res
          .writeHead(400, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: 'Invalid request', issues: [{ field: 'skuid', reason: 'Required' }] }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  base = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : '';
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the build fetch', () => {
  const client = () => createApiClient({ baseUrl: base, fetch: createBuildFetch(4), retry: 0 });

  it('answers calls of the API client and asks for uncompressed answers', async () => {
    await expect(client().call('GetFAQ', { sku: 'AV-1' })).resolves.toEqual({
      refFaq: [{ question: 'Q?', answer: '<p>A</p>' }],
    });
    expect(seen.at(-1)).toMatchObject({ method: 'GET', url: '/api/Home/GetFAQ?sku=AV-1' });
    expect(seen.at(-1)?.encoding ?? 'identity').not.toMatch(/gzip|br|deflate/);
  });

  it('sends JSON bodies and hands error answers to the client with their issues', async () => {
    const failure = client().call('GetItemDetail', { skuid: 'AV-1' });
    await expect(failure).rejects.toMatchObject({
      status: 400,
      call: 'GetItemDetail',
      issues: [{ field: 'skuid', reason: 'Required' }],
    });
    expect(seen.at(-1)).toMatchObject({ method: 'POST', body: '{"skuid":"AV-1"}', type: 'application/json' });
  });
});
