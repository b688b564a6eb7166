/** What a build published, kept beside the output folder to compare the next build against. */
export interface BuildManifest {
  /** Fingerprint of every product's published data, by sku. */
  products: Record<string, string>;
  /** Paths of every page built. */
  pages: string[];
  /** Addresses this build rendered (the rest Astro copied from its cache). */
  rendered?: string[];
  /** Pages marked `noindex`, left out of the sitemap. */
  noindex?: string[];
  /** CSP hash sources of every inline script of the build's pages. */
  inlineScripts?: string[];
  /** What the build left out without failing, for the publish report ("finder: sku: why"). */
  notes?: string[];
}

export interface ChangeReport {
  added: string[];
  removed: string[];
  changed: string[];
  pagesAdded: string[];
  pagesRemoved: string[];
}

/** Products added, removed and changed, and pages added and removed, since the previous build. */
export function compareBuilds(previous: BuildManifest | undefined, current: BuildManifest): ChangeReport {
  const before = previous?.products ?? {};
  const beforePages = new Set(previous?.pages ?? []);
  const nowPages = new Set(current.pages);
  return {
    added: Object.keys(current.products)
      .filter((sku) => !(sku in before))
      .sort(),
    removed: Object.keys(before)
      .filter((sku) => !(sku in current.products))
      .sort(),
    changed: Object.keys(current.products)
      .filter((sku) => sku in before && before[sku] !== current.products[sku])
      .sort(),
    pagesAdded: current.pages.filter((page) => !beforePages.has(page)).sort(),
    pagesRemoved: [...beforePages].filter((page) => !nowPages.has(page)).sort(),
  };
}

const sample = (list: readonly string[], max = 10) =>
  list.length === 0
    ? ''
    : `: ${list.slice(0, max).join(', ')}${list.length > max ? `, … (${list.length - max} more)` : ''}`;

/** The change report as build-log lines. */
export function describeChanges(report: ChangeReport, firstBuild: boolean): string[] {
  if (firstBuild) return ['first build: no previous build to compare with'];
  return [
    `products added ${report.added.length}${sample(report.added)}`,
    `products removed ${report.removed.length}${sample(report.removed)}`,
    `products changed ${report.changed.length}${sample(report.changed)}`,
    `pages added ${report.pagesAdded.length}${sample(report.pagesAdded)}`,
    `pages removed ${report.pagesRemoved.length}${sample(report.pagesRemoved)}`,
  ];
}
