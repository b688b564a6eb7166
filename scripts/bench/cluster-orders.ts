/**
 * Buyers placing orders without pause, run as its own process: `node cluster-orders.ts <spec json>`.
 * Each order has its own Idempotency-Key; a failed answer or a broken connection is retried with
 * the same key (and the same cart) until it succeeds, as the storefront's order button is pressed
 * again. Writes what became of every key to the spec's outFile.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  dealerAgent,
  docNumOf,
  humanCheck,
  orderBody,
  passOf,
  pick,
  placeOrder,
  signIn,
  symptomOf,
  tokenOf,
} from './cluster-http.ts';
import { orderSpec, type KeyOutcome } from './cluster-specs.ts';

/** A key still failing after this long is given up (and reported as such). */
const giveUpMs = 30_000;
const retryPauseMs = 100;

const spec = orderSpec.parse(JSON.parse(readFileSync(process.argv[2] ?? '', 'utf8')));
const ends = performance.now() + spec.seconds * 1000;
const outcomes: KeyOutcome[] = [];

async function buyer(index: number) {
  const agent = dealerAgent();
  const address = `10.3.0.${index + 1}`;
  let token: string | undefined;
  for (let order = 0; performance.now() < ends; order += 1) {
    const outcome: KeyOutcome = { key: `${spec.keyPrefix}-${index}-${order}`, attempts: 0, docNum: null, symptoms: [] };
    outcomes.push(outcome);
    const body = orderBody(pick(spec.orderable, 2));
    const givesUp = performance.now() + giveUpMs;
    while (outcome.docNum === null && performance.now() < givesUp) {
      outcome.attempts += 1;
      if (outcome.attempts > 1) await sleep(retryPauseMs);
      if (!token) {
        const login = await signIn(agent, spec.url, address);
        token = tokenOf(login);
        if (!token) {
          outcome.symptoms.push(`sign-in: ${symptomOf(login)}`);
          continue;
        }
      }
      const check = await humanCheck(agent, spec.url);
      const pass = passOf(check);
      if (!pass) {
        outcome.symptoms.push(`human check: ${symptomOf(check)}`);
        continue;
      }
      const answer = await placeOrder(agent, spec.url, token, pass, outcome.key, body);
      const docNum = docNumOf(answer);
      if (docNum !== undefined) outcome.docNum = docNum;
      else outcome.symptoms.push(`order: ${symptomOf(answer)}`);
      if (answer.status === 401) token = undefined;
    }
  }
  agent.destroy();
}

await Promise.all(Array.from({ length: spec.buyers }, (_, index) => buyer(index)));
writeFileSync(spec.outFile, JSON.stringify(outcomes));
console.log(JSON.stringify({ keys: outcomes.length }));
