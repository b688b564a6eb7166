import { listLimits } from '../../src/config/limits.ts';
import { startTestApi, type TestApi } from '../test/test-server.ts';
import { sql } from '../db/index.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi(0);
});
afterAll(() => api.close());

const listCount = async (accountId: number) =>
  Number(
    (
      await sql<{ n: number }>`SELECT count(*) AS n FROM saved_lists WHERE owner_account_id = ${accountId}`.execute(
        api.ctx.db,
      )
    ).rows[0]?.n,
  );

it('makes no more lists than the limit when many are created at once', async () => {
  const { token, userId } = await api.login('dealer');
  const room = 10;
  // Fill the account up to `room` below the limit, as if made earlier.
  const now = new Date().toISOString();
  const fill = listLimits.listsMax - room - (await listCount(userId));
  await sql`
    INSERT INTO saved_lists (account_id, owner_account_id, name, created_at, updated_at)
    SELECT ${userId}::integer, ${userId}::integer, 'Earlier ' || n, ${now}, ${now} FROM generate_series(1, ${fill}::integer) AS n`.execute(
    api.ctx.db,
  );
  const answers = await Promise.all(
    Array.from({ length: 50 }, (_, index) => api.send('CreateSavedList', { name: `Rush ${index}` }, { token })),
  );
  const statuses = answers.map((answer) => answer.status);
  expect(statuses.filter((status) => status === 200)).toHaveLength(room);
  expect(statuses.filter((status) => status === 409)).toHaveLength(50 - room);
  expect(await listCount(userId)).toBe(listLimits.listsMax);
});
