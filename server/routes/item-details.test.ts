import { ITEM_DETAILS_MAX } from '../../src/api/item-details.ts';
import { issueToken } from '../auth/token.ts';
import { contractClient, issueFields, priceFieldPattern, startTestServer, type TestServer } from '../test/harness.ts';

let server: TestServer;
let api: ReturnType<typeof contractClient>;
beforeAll(async () => {
  server = await startTestServer();
  api = contractClient(server.baseUrl);
});
afterAll(() => server.close());

/** Products with files, videos and questions among them, so every part of the answer is compared. */
const skus = () =>
  server.db
    .prepare(
      `SELECT sku FROM products WHERE sku IN (SELECT sku FROM product_files) OR sku IN (SELECT sku FROM product_videos)
      OR sku IN (SELECT sku FROM product_faqs) ORDER BY sku DESC LIMIT 40`,
    )
    .all()
    .map((row) => String(row.sku));

describe('many products at once (the build pull)', () => {
  it('answers each product exactly as GetItemDetail and GetFAQ answer a visitor, in the order asked', async () => {
    const asked = skus();
    const { refItems } = await api.call('GetItemDetails', { skuids: asked });
    expect(refItems.map((item) => item.sku)).toEqual(asked);
    for (const item of refItems) {
      expect(item.detail).toEqual(await api.call('GetItemDetail', { skuid: item.sku }));
      expect(item.faq).toEqual((await api.call('GetFAQ', { sku: item.sku })).refFaq);
    }
    expect(refItems.some((item) => item.detail.refDownloads.length > 0)).toBe(true);
    expect(refItems.some((item) => item.detail.refVideos.length > 0)).toBe(true);
    expect(refItems.some((item) => item.faq.length > 0)).toBe(true);
  });

  it('never answers a price, even to a signed-in dealer', async () => {
    const token = await issueToken(
      { userId: 1, userName: 'tester', email: 'tester@example.com', accountType: 'Dealer', tokenVersion: 0 },
      server.config.authSecret,
      600,
    );
    const answer = await api.send('GetItemDetails', { skuids: skus() }, token);
    expect(answer.status).toBe(200);
    expect(JSON.stringify(answer.body)).not.toMatch(priceFieldPattern);
  });

  it('refuses an empty or oversized list and names an unknown product by its place', async () => {
    expect(issueFields((await api.send('GetItemDetails', { skuids: [] })).body)).toEqual(['skuids']);
    const tooMany = Array.from({ length: ITEM_DETAILS_MAX + 1 }, () => skus()[0] ?? '');
    const oversized = await api.send('GetItemDetails', { skuids: tooMany });
    expect(oversized.status).toBe(400);
    expect(issueFields(oversized.body)).toEqual(['skuids']);
    const unknown = await api.send('GetItemDetails', { skuids: [skus()[0] ?? '', 'AV-NO-SUCH-1'] });
    expect(unknown.status).toBe(404);
    expect(issueFields(unknown.body)).toEqual(['skuids.1']);
  });
});
