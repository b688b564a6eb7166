import type { KyselyPlugin, RootOperationNode } from 'kysely';
import { createApp } from '../app.ts';
import { sql } from '../db/index.ts';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { capturedLog } from '../test/log-lines.ts';
import { jsonPoster } from '../test/post-json.ts';

/**
 * The finding: on a full disk every write answered 500 and the log named another error. PostgreSQL
 * says `53100 disk_full`; here a plugin makes every write fail that way while `full` is set.
 */
let full = false;
const writes = (node: RootOperationNode) =>
  node.kind === 'InsertQueryNode' ||
  node.kind === 'UpdateQueryNode' ||
  node.kind === 'DeleteQueryNode' ||
  (node.kind === 'RawNode' && /^\s*(INSERT|UPDATE|DELETE)\b/i.test(node.sqlFragments.join('')));
const fullDisk: KyselyPlugin = {
  transformQuery: ({ node }) => {
    if (full && writes(node)) {
      throw Object.assign(new Error('could not extend file: No space left on device'), { code: '53100' });
    }
    return node;
  },
  transformResult: async ({ result }) => result,
};

let server: TestServer;
const { log, lines } = capturedLog();
let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  server = await startTestServer();
  app = createApp({ db: server.db.withPlugin(fullDisk), config: server.config, log });
});
afterAll(() => server.close());

const post = jsonPoster(() => app);

describe('a full disk', () => {
  it('answers 503 to writes with a log line naming it, keeps reads working, and writes recover', async () => {
    const { token } = (await (await post('/Login', { Email: 'dealer', Password: 'Demo1234' })).json()) as {
      token: string;
    };
    const { rows } = await sql<{ sku: string }>`SELECT sku FROM stocks ORDER BY sku LIMIT 1`.execute(server.db);
    const sku = String(rows[0]?.sku);
    const createList = () =>
      post('/api/Lists/CreateSavedList', { name: 'Projector room', lines: [{ sku, qty: 2 }] }, token);

    full = true;
    const refused = await createList();
    expect(refused.status).toBe(503);
    expect(refused.headers.get('Retry-After')).toBe('30');
    expect(((await refused.json()) as { error: string }).error).toMatch(/briefly unable to save/);
    expect(lines).toContainEqual(
      expect.objectContaining({ msg: 'database cannot write: disk full', code: '53100', cause: 'disk full' }),
    );
    const read = await post('/api/Category/GetItemDetail', { skuid: sku }, token);
    expect(read.status).toBe(200);

    full = false;
    const saved = await createList();
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as { list: { lines: unknown[] } }).list.lines).toHaveLength(1);
  });
});
