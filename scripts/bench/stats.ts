/** The value below which `p` percent of the samples fall (nearest-rank method). */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? Number.NaN;
}

export function median(samples: readonly number[]): number {
  return percentile(samples, 50);
}

/**
 * How far a cost per item drifts as the input grows: the largest per-item figure divided by the
 * smallest. 1 means perfectly linear.
 */
export function linearityRatio(perItem: readonly number[]): number {
  if (perItem.length === 0) return Number.NaN;
  return Math.max(...perItem) / Math.min(...perItem);
}

/** Cost of each extra item between consecutive sizes (sorted by size), which leaves fixed costs out. */
export function marginalCosts(runs: ReadonlyArray<{ size: number; ms: number }>): number[] {
  const sorted = [...runs].sort((a, b) => a.size - b.size);
  return sorted.slice(1).map((run, index) => {
    const previous = sorted[index] ?? run;
    return (run.ms - previous.ms) / (run.size - previous.size);
  });
}
