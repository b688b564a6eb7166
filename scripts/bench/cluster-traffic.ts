/**
 * Mixed dealer traffic through the balancer, run as its own process: `node cluster-traffic.ts <spec
 * json>`. Every dealer (one connection, its own address) goes round the same visit until the time
 * is up: prices of 20 products (a listing), prices of the cart's 3 lines, the human check, and the
 * order with its own Idempotency-Key; it signs in before its first visit and again every 5 visits. Prints one JSON line: answers, rate and percentiles
 * per call and in all, and the failures by symptom.
 */
import { readFileSync } from 'node:fs';
import {
  dealerAgent,
  humanCheck,
  orderBody,
  passOf,
  pick,
  placeOrder,
  prices,
  signIn,
  symptomOf,
  tokenOf,
  type Answer,
} from './cluster-http.ts';
import { trafficCalls as calls, trafficSpec, visitsPerSignIn, type TrafficCall as Call } from './cluster-specs.ts';
import { percentile } from './stats.ts';

const figures = (latencies: number[], seconds: number, failed: number) => ({
  requests: latencies.length,
  perSecond: latencies.length / seconds,
  p50: percentile(latencies, 50),
  p95: percentile(latencies, 95),
  failed,
});

{
  const spec = trafficSpec.parse(JSON.parse(readFileSync(process.argv[2] ?? '', 'utf8')));
  const latencies = new Map<Call, number[]>(calls.map((call) => [call, []]));
  const failedBy = new Map<Call, number>();
  const symptoms: Record<string, number> = {};
  const started = performance.now();
  const ends = started + spec.seconds * 1000;

  /** Counts the answer; a failure is anything but 200 (the benchmark expects no refusal at all). */
  const record = (call: Call, answer: Answer) => {
    latencies.get(call)!.push(answer.ms);
    if (answer.status === 200) return true;
    failedBy.set(call, (failedBy.get(call) ?? 0) + 1);
    const symptom = `${call}: ${symptomOf(answer)}`;
    symptoms[symptom] = (symptoms[symptom] ?? 0) + 1;
    return false;
  };

  const dealer = async (index: number) => {
    const agent = dealerAgent();
    const address = `10.2.${Math.floor(index / 250)}.${(index % 250) + 1}`;
    let token: string | undefined;
    for (let visit = 0; performance.now() < ends; visit += 1) {
      if (visit % visitsPerSignIn === 0) token = undefined;
      if (!token) {
        const login = await signIn(agent, spec.url, address);
        token = record('sign-in', login) ? tokenOf(login) : undefined;
        if (!token) continue;
      }
      record('prices ×20', await prices(agent, spec.url, token, pick(spec.skus, 20)));
      const cart = pick(spec.orderable, 3);
      record(
        'cart prices ×3',
        await prices(
          agent,
          spec.url,
          token,
          cart.map((line) => line.sku),
        ),
      );
      const check = await humanCheck(agent, spec.url);
      const pass = record('human check', check) ? passOf(check) : undefined;
      if (!pass) continue;
      const key = `${spec.keyPrefix}-${index}-${visit}`;
      record('order', await placeOrder(agent, spec.url, token, pass, key, orderBody(cart)));
    }
    agent.destroy();
  };

  await Promise.all(Array.from({ length: spec.dealers }, (_, index) => dealer(index)));
  const seconds = (performance.now() - started) / 1000;
  const all = calls.flatMap((call) => latencies.get(call)!);
  const failed = [...failedBy.values()].reduce((sum, n) => sum + n, 0);
  console.log(
    JSON.stringify({
      seconds,
      all: figures(all, seconds, failed),
      byCall: Object.fromEntries(
        calls.map((call) => [call, figures(latencies.get(call)!, seconds, failedBy.get(call) ?? 0)]),
      ),
      symptoms,
    }),
  );
}
