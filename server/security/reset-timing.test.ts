import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { sql } from '../db/index.ts';
import { settleDeliveries } from '../mail/outbox.ts';
import { startTestServer, type TestServer } from '../test/harness.ts';

const PAIRS = 20;

/**
 * The caller, in a process of its own: it times each request it is sent from its own clock, so the
 * server's work after an answer (the embedded database runs on the server's thread) cannot delay
 * the caller's reading of it as it would in one process.
 */
const CALLER = `
process.on('message', async ({ url, login }) => {
  const started = performance.now();
  const response = await fetch(url, {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ Login: login }),
  });
  const body = await response.text();
  process.send({ took: performance.now() - started, body });
});`;

let server: TestServer;
let caller: ChildProcess;
beforeAll(async () => {
  server = await startTestServer({ products: 80 });
  caller = spawn(process.execPath, ['-e', CALLER], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
});
afterAll(async () => {
  caller.disconnect();
  await settleDeliveries();
  await server.close();
});

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return (sorted[Math.floor(middle)]! + sorted[Math.ceil(middle) - 1]!) / 2;
};

/** Milliseconds from sending a reset request to its whole answer, as the caller sees them over HTTP. */
async function answerTime(login: string): Promise<number> {
  // Fresh counters: every request is a first one, mailed when the account exists.
  await sql`DELETE FROM rate_limits`.execute(server.db);
  server.refusals.clear();
  const answered = once(caller, 'message');
  caller.send({ url: `${server.baseUrl}/RequestPasswordReset`, login });
  const [{ took, body }] = (await answered) as [{ took: number; body: string }];
  expect(JSON.parse(body)).toEqual({ status: 200 });
  // Whatever the request left to do finishes before the next one is timed.
  await settleDeliveries();
  return took;
}

describe('telling which accounts exist by the time a password reset takes', () => {
  it('answers a known account and an unknown name in the same time, over 20 pairs', async () => {
    await answerTime('dealer');
    await answerTime('warm-up@example.com');
    const known: number[] = [];
    const unknown: number[] = [];
    for (let pair = 0; pair < PAIRS; pair += 1) {
      // Interleaved, each going first in turn, so a busy moment of the machine falls on both sides.
      const order = pair % 2 === 0 ? ['known', 'unknown'] : ['unknown', 'known'];
      for (const side of order) {
        if (side === 'known') known.push(await answerTime('dealer'));
        else unknown.push(await answerTime(`nobody${pair}@example.com`));
      }
    }
    // Compared pair by pair: the two requests of a pair run moments apart, so a machine that is
    // busy for a while slows both, where the medians of each side would drift apart.
    const gap = median(known.map((time, pair) => time - unknown[pair]!));
    const [a, b] = [median(known), median(unknown)];
    const bound = Math.max(0.25 * Math.max(a, b), 5);
    expect(
      Math.abs(gap),
      `median gap ${gap.toFixed(1)} ms; medians: known ${a.toFixed(1)} ms, unknown ${b.toFixed(1)} ms`,
    ).toBeLessThan(bound);
    // The known account was mailed every time: the work was done, after the answer.
    const { rows } = await sql<{ n: number }>`
      SELECT count(*) AS n FROM outbox WHERE kind = 'password-reset' AND mail_to = 'dealer@example.com'`.execute(
      server.db,
    );
    expect(Number(rows[0]?.n)).toBe(PAIRS + 1);
  });
});
