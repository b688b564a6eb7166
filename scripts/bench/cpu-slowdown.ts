/**
 * Lighthouse's CPU slowdown for this host, calibrated as Lighthouse's own documentation says
 * (docs/throttling.md, "Calibrating the CPU slowdown"). Its default 4× turns a high-end desktop
 * into a mid-tier phone; on a slower host 4× stands for a much slower phone than the mobile
 * preset means. The documented multipliers to a mid-tier phone, by the host's `benchmarkIndex`:
 * high-end desktop (1500 and over) 4×, low-end desktop (1000-1500) and high-end mobile (800-1200)
 * 2×, mid-tier mobile (under 800) 1×.
 */
export function cpuSlowdownFor(benchmarkIndex: number): number {
  if (benchmarkIndex >= 1500) return 4;
  if (benchmarkIndex >= 800) return 2;
  return 1;
}
