/** The cluster benchmark's figures as sections of BENCHMARKS.md. */
import type { StoredOrders } from './cluster-database.ts';
import { trafficCalls, visitsPerSignIn, type Figures, type KeyOutcome, type TrafficResult } from './cluster-specs.ts';
import { verdict, type Section } from './report.ts';

const ms = (value: number | null) => (value === null ? '-' : `${value.toFixed(1)} ms`);
const rate = (figures: Figures) => `${figures.perSecond.toFixed(1)}/s`;
const symptomList = (symptoms: Record<string, number>) =>
  Object.entries(symptoms)
    .sort(([, a], [, b]) => b - a)
    .map(([symptom, n]) => `${n}× ${symptom}`)
    .join('; ');

export interface TrafficRun {
  nodes: number;
  dealers: number;
  result: TrafficResult;
}

/** Throughput, p95 and failures of the same traffic through three nodes and through one, side by side. */
export function trafficSection(three: TrafficRun, one: TrafficRun): Section {
  const row = (label: string, pick: (result: TrafficResult) => Figures | undefined, budget: string) => {
    const [a, b] = [pick(three.result), pick(one.result)];
    if (!a || !b) return [label, '-', '-', '-', '-', '-', '-', budget];
    return [label, rate(a), ms(a.p95), String(a.failed), rate(b), ms(b.p95), String(b.failed), budget];
  };
  const failed = three.result.all.failed + one.result.all.failed;
  const symptoms = { ...three.result.symptoms };
  for (const [symptom, n] of Object.entries(one.result.symptoms)) {
    symptoms[`${symptom} (1 node)`] = n;
  }
  return {
    title: 'Cluster: three API nodes behind HAProxy against one, on PostgreSQL',
    head: [
      'Call',
      '3 nodes: answers',
      '3 nodes: p95',
      '3 nodes: failed',
      '1 node: answers',
      '1 node: p95',
      '1 node: failed',
      'Budget',
    ],
    rows: [
      ...trafficCalls.map((call) => row(call, (result) => result.byCall[call], '-')),
      row('All calls', (result) => result.all, `0 failed while all nodes are up: ${verdict(failed === 0)}`),
    ],
    notes: [
      `${three.dealers} dealers at once for ${three.result.seconds.toFixed(0)} s per configuration, each on its own connection and address, going round one visit: prices of 20 products, prices of the 3 cart lines, the human check, and the order (its own Idempotency-Key); it signs in before its first visit and again every ${visitsPerSignIn} visits (a sign-in hashes a password: one hash at a time per node). Every answer but 200 counts as failed, and so does a broken connection.`,
      'Both configurations run behind the same HAProxy (round robin, GET /api/health checked every 500 ms), on one local PostgreSQL server and one shared data folder; "1 node" is the same configuration with one server. On two cores three nodes are not expected to be faster: the figures show the cost of the balancer hop and of the shared database.',
      "The nodes trust two proxies (TRUST_PROXY=2): HAProxy, which appends the address it sees, and the one in front of it through which the dealers come with their own addresses (the load generator). With TRUST_PROXY=1 every dealer would be HAProxy's one address, and the sign-in hash slots per address would refuse them.",
      ...(failed > 0 ? [`Failures: ${symptomList(symptoms)}.`] : []),
    ],
  };
}

export interface KillRun {
  buyers: number;
  seconds: number;
  killedAtSeconds: number;
  killedNode: string;
  outcomes: KeyOutcome[];
  stored: StoredOrders;
  /** Units the stock of the ordered products lost during the run. */
  unitsTaken: number;
  /** Requests HAProxy sent again to another node, by method and path. */
  resent: Record<string, number>;
}

/** What became of every order when a node was killed (kill -9) halfway. */
export function killSection(run: KillRun): Section {
  const { outcomes, stored } = run;
  const succeeded = outcomes.filter((outcome) => outcome.docNum !== null);
  const firstTime = succeeded.filter((outcome) => outcome.attempts === 1).length;
  const onRetry = succeeded.length - firstTime;
  const givenUp = outcomes.length - succeeded.length;
  // Seen placed by its client, yet not stored under its key with the order number the client got.
  const lost = succeeded.filter((outcome) => !stored.byKey.get(outcome.key)?.includes(outcome.docNum!)).length;
  const duplicated = [...stored.byKey.values()].filter((docNums) => docNums.length > 1).length;
  const unconfirmed = outcomes.filter((outcome) => outcome.docNum === null && stored.byKey.has(outcome.key)).length;
  const symptoms: Record<string, number> = {};
  for (const symptom of outcomes.flatMap((outcome) => outcome.symptoms)) {
    symptoms[symptom] = (symptoms[symptom] ?? 0) + 1;
  }
  return {
    title: 'Cluster: a node killed while orders are placed',
    head: ['Orders (each with its own Idempotency-Key)', 'Count', 'Budget'],
    rows: [
      ['Attempted', String(outcomes.length), '-'],
      ['Succeeded the first time', String(firstTime), '-'],
      ['Failed visibly to the client, then succeeded on retry (same key)', String(onRetry), '-'],
      ['Still failing after 30 s of retries (given up)', String(givenUp), `0: ${verdict(givenUp === 0)}`],
      [
        'Lost (the client saw it placed; not in the database with that number)',
        String(lost),
        `0: ${verdict(lost === 0)}`,
      ],
      ['Duplicated (more than one order under one key)', String(duplicated), `0: ${verdict(duplicated === 0)}`],
      ['Stored, but never confirmed to its client', String(unconfirmed), '-'],
      [
        'Units taken from stock / units on the stored orders',
        `${run.unitsTaken} / ${stored.units}`,
        `equal: ${verdict(run.unitsTaken === stored.units)}`,
      ],
    ],
    notes: [
      `Three API nodes behind HAProxy; ${run.buyers} buyers placed orders (2 lines each) one after another for ${run.seconds} s; ${run.killedNode} was killed with SIGKILL ${run.killedAtSeconds.toFixed(1)} s in. A failed answer or a broken connection was retried by the buyer with the same key and the same cart, a new human check each time, 100 ms apart. The orders per key and the units are counted from the database afterwards.`,
      'HAProxy resends a request that a node never answered (connection refused, or closed without an answer) to another node, but for a POST only when it carries an Idempotency-Key (PlacingOrder), which the API answers with the first order if it was already placed; other POSTs are resent only when their connection was refused. A node stops receiving requests after two failed health checks (1 s).',
      Object.keys(run.resent).length > 0
        ? `Requests HAProxy sent again (its log): ${symptomList(run.resent)}.`
        : 'HAProxy sent no request again (its log).',
      outcomes.some((outcome) => outcome.symptoms.length > 0)
        ? `What the buyers saw on failed attempts: ${symptomList(symptoms)}.`
        : 'No buyer saw a failed attempt.',
    ],
  };
}
