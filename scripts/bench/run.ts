/**
 * `npm run bench [-- --only bytes,lighthouse,site-check,build,pull,search,filters,relevance,finder,prices,security,abuse,cluster] [-- --quick]`: measures the performance
 * budgets and writes BENCHMARKS.md. Every server it starts listens on ports 5010-5022.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { systemChromium } from '../../e2e/support/env.ts';
import { dataset, ensureSeeded, startSite, type RunningSite } from './datasets.ts';
import { describeMachine, loadNow } from './machine.ts';
import { benchParts, parseOptions, type BenchPart } from './options.ts';
import { bytesPerTemplate } from './part-bytes.ts';
import { contractSize } from './part-contract.ts';
import { buildScaling } from './part-build.ts';
import { pullSpeed } from './part-pull.ts';
import { lighthouseScores } from './part-lighthouse.ts';
import { searchRelevance } from './part-relevance.ts';
import { finderPrecision } from './part-finder.ts';
import { priceSpeed } from './part-prices.ts';
import { siteCheck } from './part-site-check.ts';
import { searchSpeed } from './part-search.ts';
import { filterSpeed } from './part-filters.ts';
import { securityUnderAttack } from './part-security.ts';
import { abuseFromOneClient } from './part-abuse.ts';
import { clusterBehindBalancer } from './part-cluster.ts';
import { earlierSections, renderReport, type Section } from './report.ts';
import { speedProbeMs } from './speed-probe.ts';

const options = parseOptions(process.argv.slice(2));
const browserPath = systemChromium();
const machine = describeMachine(browserPath);
const log = (line: string) => console.log(line);
log(
  `Benchmarking on ${machine.cpu} (${machine.cores} cores), Node ${machine.node}, speed probe ${Math.round(machine.speedProbeMs.start)} ms: ${options.parts.join(', ')}${options.quick ? ' (quick)' : ''}`,
);

/** The demo catalogue as `npm start` serves it, shared by the page-level parts. */
const demo = dataset(400, 5010);
let demoSite: RunningSite | undefined;
async function demoSiteRunning(): Promise<RunningSite> {
  if (!demoSite) {
    await ensureSeeded(demo);
    log(`  serving the demo catalogue (${demo.products} products) on ${demo.port}, built from the current sources…`);
    // Behind one trusted proxy, so the security part can speak for many visitors by X-Forwarded-For.
    // Sign-ins are measured for capacity: the visitors sign in again and again, far past the per-address
    // and per-account counts (RATE_LIMIT_SIGN_INS); a flood is still held by its own waits.
    demoSite = await startSite(demo, 'site', { TRUST_PROXY: '1', RATE_LIMIT_SIGN_INS: '1000000' });
  }
  return demoSite;
}

/** Parts measured on the demo catalogue; it is stopped once none of them remains. */
const onDemo: readonly BenchPart[] = ['bytes', 'lighthouse', 'site-check', 'security', 'abuse'];
const runners: Record<BenchPart, () => Promise<Section | Section[]>> = {
  bytes: async () => bytesPerTemplate(await demoSiteRunning(), demo, browserPath, log),
  contract: () => contractSize(log),
  lighthouse: async () => lighthouseScores(await demoSiteRunning(), browserPath, options.quick, log),
  'site-check': async () => siteCheck(await demoSiteRunning(), demo, browserPath, log),
  build: () => buildScaling(options.quick, log),
  pull: () => pullSpeed(log),
  search: () => searchSpeed(options.quick, browserPath, log),
  filters: () => filterSpeed(options.quick, browserPath, log),
  relevance: () => searchRelevance(options.quick, log),
  finder: async () => finderPrecision(log),
  prices: () => priceSpeed(options.quick, log),
  security: async () => securityUnderAttack(await demoSiteRunning(), log),
  abuse: async () => abuseFromOneClient(await demoSiteRunning(), demo, log),
  cluster: () => clusterBehindBalancer(options.quick, log),
};

const started = new Date();
const sections: Section[] = [];
try {
  for (const [index, part] of options.parts.entries()) {
    log(`\n▶ ${part}`);
    const partStarted = performance.now();
    try {
      sections.push(...[await runners[part]()].flat());
    } catch (error) {
      // One broken part must not cost the figures of the others; the run still fails at the end.
      console.error(error);
      process.exitCode = 1;
      sections.push({
        title: `${part}: failed`,
        head: ['Error'],
        rows: [[error instanceof Error ? error.message : String(error)]],
        notes: [],
      });
    }
    log(`  (${((performance.now() - partStarted) / 1000).toFixed(0)} s)`);
    if (!options.parts.slice(index + 1).some((next) => onDemo.includes(next))) {
      await demoSite?.stop();
      demoSite = undefined;
    }
  }
} finally {
  await demoSite?.stop();
}

const command = ['npm run bench', ...(process.argv.length > 2 ? ['--', ...process.argv.slice(2)] : [])].join(' ');
const file = resolve(import.meta.dirname, '../../BENCHMARKS.md');
const finished = {
  ...machine,
  loadAverage: { ...machine.loadAverage, end: loadNow() },
  speedProbeMs: { ...machine.speedProbeMs, end: speedProbeMs() },
};
// A run of every part starts the report afresh; a run of some keeps the figures of the others.
const partial = options.parts.length < benchParts.length;
const kept = partial && existsSync(file) ? earlierSections(readFileSync(file, 'utf8'), sections) : [];
writeFileSync(file, renderReport(finished, started, command, sections, kept));
log(`\nWrote ${file} in ${((Date.now() - started.getTime()) / 60000).toFixed(1)} min`);
