import { issueFields, startTestApi, type TestApi } from '../test/test-server.ts';
import { sql } from '../db/index.ts';

let api: TestApi;
let dealer: string;
let distributor: string;
beforeAll(async () => {
  api = await startTestApi(0);
  dealer = (await api.login('dealer')).token;
  distributor = (await api.login('distributor')).token;
});
afterAll(() => api.close());

async function skus(count: number) {
  const { rows } = await sql<{ sku: string; dealer: number; direct: number; stock: number }>`
    SELECT p.sku, s.dealer, s.direct, s.stock FROM products p JOIN stocks s ON s.sku = p.sku
    ORDER BY p.sku LIMIT ${count}`.execute(api.ctx.db);
  return rows;
}

describe('saved lists', () => {
  it('creates a list with lines priced for the account, renames it, adds to it and deletes it', async () => {
    const [a, b] = await skus(2);
    const { list } = await api.call(
      'CreateSavedList',
      { name: ' Classroom kit ', lines: [{ sku: a?.sku, qty: 30 }] },
      { token: dealer },
    );
    expect(list).toMatchObject({ name: 'Classroom kit', wishlist: false, lineCount: 1 });
    expect(list.lines[0]).toMatchObject({ sku: a?.sku, qty: 30, price: a?.dealer, stock: a?.stock });

    await api.call('RenameSavedList', { id: list.id, name: 'Lecture hall' }, { token: dealer });
    const added = await api.call(
      'AddToSavedList',
      {
        id: list.id,
        lines: [
          { sku: a?.sku, qty: 2 },
          { sku: b?.sku, qty: 1 },
        ],
      },
      { token: dealer },
    );
    expect(added.list.name).toBe('Lecture hall');
    expect(added.list.lines.map((line) => [line.sku, line.qty])).toEqual([
      [a?.sku, 32],
      [b?.sku, 1],
    ]);
    const changed = await api.call('SetSavedListLine', { id: list.id, sku: a?.sku, qty: 0 }, { token: dealer });
    expect(changed.list.lines.map((line) => line.sku)).toEqual([b?.sku]);

    await api.call('DeleteSavedList', { id: list.id }, { token: dealer });
    expect((await api.send('GetSavedList', { id: list.id }, { token: dealer })).status).toBe(404);
  });

  it('keeps one wishlist per account, first in the lists, that cannot be renamed or deleted', async () => {
    const [a] = await skus(1);
    await api.call('SetSavedListLine', { id: 'wishlist', sku: a?.sku, qty: 1 }, { token: dealer });
    const { lists } = await api.call('GetSavedLists', {}, { token: dealer });
    expect(lists.filter((list) => list.wishlist)).toHaveLength(1);
    expect(lists[0]).toMatchObject({ name: 'Wishlist', wishlist: true, lineCount: 1 });
    expect((await api.send('DeleteSavedList', { id: lists[0]?.id }, { token: dealer })).status).toBe(409);
    expect((await api.send('RenameSavedList', { id: lists[0]?.id, name: 'x' }, { token: dealer })).status).toBe(409);
  });

  it("answers 404 for another account's list on every call, and leaves it as it was", async () => {
    const [a] = await skus(1);
    const { list } = await api.call(
      'CreateSavedList',
      { name: 'Private', lines: [{ sku: a?.sku, qty: 3 }] },
      { token: dealer },
    );
    const probes = [
      api.send('GetSavedList', { id: list.id }, { token: distributor }),
      api.send('RenameSavedList', { id: list.id, name: 'Mine' }, { token: distributor }),
      api.send('DeleteSavedList', { id: list.id }, { token: distributor }),
      api.send('AddToSavedList', { id: list.id, lines: [{ sku: a?.sku, qty: 1 }] }, { token: distributor }),
      api.send('SetSavedListLine', { id: list.id, sku: a?.sku, qty: 0 }, { token: distributor }),
    ];
    expect((await Promise.all(probes)).map((answer) => answer.status)).toEqual([404, 404, 404, 404, 404]);
    const { lists } = await api.call('GetSavedLists', {}, { token: distributor });
    expect(lists.map((entry) => entry.id)).not.toContain(list.id);
    const mine = await api.call('GetSavedList', { id: list.id }, { token: dealer });
    expect(mine.list).toMatchObject({ name: 'Private', lines: [{ sku: a?.sku, qty: 3 }] });
  });

  it('prices the same list for each account from its own tier', async () => {
    const [a] = await skus(1);
    await api.call('SetSavedListLine', { id: 'wishlist', sku: a?.sku, qty: 1 }, { token: distributor });
    const { list } = await api.call('GetSavedList', { id: 'wishlist' }, { token: distributor });
    expect(list.lines[0]?.price).toBe(a?.direct);
  });

  it('refuses an unknown sku, a blank name and a signed-out caller, naming the field', async () => {
    const unknown = await api.send(
      'CreateSavedList',
      { name: 'Kit', lines: [{ sku: 'NO-SUCH', qty: 1 }] },
      { token: dealer },
    );
    expect(unknown.status).toBe(400);
    expect(issueFields(unknown.body)).toEqual(['lines.0.sku']);
    const blank = await api.send('CreateSavedList', { name: '  ' }, { token: dealer });
    expect(blank.status).toBe(400);
    expect(issueFields(blank.body)).toEqual(['name']);
    expect((await api.send('GetSavedLists', {})).status).toBe(401);
  });
});
