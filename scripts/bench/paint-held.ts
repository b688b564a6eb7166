/** The observed timings Lighthouse reports in its `metrics` audit (milliseconds from navigation). */
export interface ObservedTimings {
  observedFirstContentfulPaint?: number;
  observedLoad?: number;
}

/**
 * Whether headless Chromium held this run's first paint back until after the page had loaded.
 * Its compositor sometimes stops offering frames to a page during the load (Lighthouse issue
 * #17148, "ThrottleUnresponsiveClient"), so the first paint lands a second or two late while the
 * page sits ready. Lantern then counts every request of the load as needed for that paint, and the
 * simulated paint times of the run stand for the browser's stall, not the page. A page whose
 * static HTML has text paints before its load event ends, so a first paint after it marks the stall.
 */
export function paintHeldBack({ observedFirstContentfulPaint, observedLoad }: ObservedTimings): boolean {
  if (observedFirstContentfulPaint === undefined || observedLoad === undefined) return false;
  return observedFirstContentfulPaint > observedLoad;
}
