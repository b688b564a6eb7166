import type { NuError } from '../../e2e/support/nu-checker.ts';
import { verdict, type Section } from './report.ts';

/** One link the crawler checked, as linkinator reports it (a broken link once per page that links it). */
export interface CheckedLink {
  url: string;
  state: 'OK' | 'BROKEN' | 'SKIPPED';
  status?: number;
  parent?: string;
}

export interface BrokenLink {
  url: string;
  status: number;
  page: string;
}

export interface CrawlSummary {
  pages: number;
  internalLinks: number;
  externalLinks: number;
  broken: BrokenLink[];
}

const isInternal = (url: string, origin: string) => URL.canParse(url) && new URL(url).origin === origin;
const pathOf = (url: string, origin: string) => (isInternal(url, origin) ? url.slice(origin.length) : url);

/** Distinct links on the site's own host and on others, and every broken one with the page that links it. */
export function summarizeCrawl(pages: number, links: readonly CheckedLink[], origin: string): CrawlSummary {
  const urls = new Set(links.map((link) => link.url));
  const internal = [...urls].filter((url) => isInternal(url, origin));
  const broken = links
    .filter((link) => link.state === 'BROKEN' && isInternal(link.url, origin))
    .map((link) => ({
      url: pathOf(link.url, origin),
      status: link.status ?? 0,
      page: link.parent ? pathOf(link.parent, origin) : '(start)',
    }));
  return { pages, internalLinks: internal.length, externalLinks: urls.size - internal.length, broken };
}

/** One axe rule a template broke, with how many elements broke it. */
export interface AxeFinding {
  template: string;
  rule: string;
  impact: string;
  nodes: number;
}

const impacts = ['critical', 'serious', 'moderate', 'minor'];

/** Violations by impact, most severe first: `2 serious, 1 minor`, or `none`. */
export function byImpact(findings: readonly AxeFinding[]): string {
  const counts = new Map<string, number>();
  for (const { impact } of findings) counts.set(impact, (counts.get(impact) ?? 0) + 1);
  const order = [...impacts, ...[...counts.keys()].filter((impact) => !impacts.includes(impact))];
  const parts = order.filter((impact) => counts.has(impact)).map((impact) => `${counts.get(impact)} ${impact}`);
  return parts.length > 0 ? parts.join(', ') : 'none';
}

/** The first `cap` lines, and how many more there were. */
export function capped(lines: readonly string[], cap: number): string[] {
  return lines.length > cap ? [...lines.slice(0, cap), `… and ${lines.length - cap} more`] : [...lines];
}

export const brokenLine = (link: BrokenLink) => `${link.url} (${link.status || 'no answer'}) linked from ${link.page}`;
export const nuLine = (error: NuError) => `${error.file}:${error.line ?? '?'}: ${error.message}`;
export const axeLine = (finding: AxeFinding) =>
  `${finding.template}: ${finding.rule} (${finding.impact}, ${finding.nodes} element${finding.nodes === 1 ? '' : 's'})`;

export interface SiteCheck {
  crawl: CrawlSummary;
  nu: { pages: number; errors: NuError[] };
  axe: { templates: number; findings: AxeFinding[] };
}

/** Lines listed under the table per kind of finding; the run's output lists more. */
const listedInReport = 20;

const count = (value: number) => value.toLocaleString('en');

/** The "Site check" section of BENCHMARKS.md. */
export function siteCheckSection({ crawl, nu, axe }: SiteCheck): Section {
  const findings = (label: string, lines: string[]) =>
    lines.length > 0 ? [`${label}: ${capped(lines, listedInReport).join('; ')}`] : [];
  return {
    title: 'Site check',
    head: ['Measure', 'Figure', 'Target', 'Verdict'],
    rows: [
      ['Pages crawled from /', count(crawl.pages), '', ''],
      ['Internal links checked', count(crawl.internalLinks), '', ''],
      ['Broken internal links', count(crawl.broken.length), '0', verdict(crawl.broken.length === 0)],
      ['Built pages checked by the Nu HTML Checker', count(nu.pages), '', ''],
      ['Nu HTML Checker errors', count(nu.errors.length), '0', verdict(nu.errors.length === 0)],
      ['Templates checked by axe (every rule)', count(axe.templates), '', ''],
      [
        'axe violations (rules broken, per template)',
        `${count(axe.findings.length)} (${byImpact(axe.findings)})`,
        '0',
        verdict(axe.findings.length === 0),
      ],
    ],
    notes: [
      `The crawl (linkinator) follows every link, image, script and style of the site from \`/\`; links to other hosts (${count(crawl.externalLinks)} addresses: the public address that canonical and sharing tags name, social sites, the help desk, partners) are not checked, as the machine has no internet. A broken link counts once per page that links it.`,
      'The Nu HTML Checker (vnu-jar, errors only) reads every page of the build (not the product-card parts under `data/` that the listing filters fetch); paths are relative to the build folder.',
      'axe (@axe-core/playwright, every rule, best practices included) runs in Chromium on each entry of `e2e/support/templates.ts`, in its state, as its visitor.',
      ...findings('Broken links', crawl.broken.map(brokenLine)),
      ...findings('Nu errors', nu.errors.map(nuLine)),
      ...findings('axe violations', axe.findings.map(axeLine)),
    ],
  };
}
