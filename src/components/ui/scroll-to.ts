/** Eases in and out: slow start, fast middle, slow end. */
const easeInOut = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

/**
 * Scrolls the window to `top` over `durationMs` (a smooth scroll with a fixed duration, which the
 * browser's own smooth scrolling does not offer). Jumps when the visitor prefers reduced motion.
 * Resolves when the scroll is done.
 */
export function animateScrollTo(top: number, durationMs: number): Promise<void> {
  const start = window.scrollY;
  const distance = top - start;
  if (distance === 0 || durationMs <= 0 || window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
    window.scrollTo(0, top);
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const startedAt = performance.now();
    const step = (now: number) => {
      const progress = Math.min(1, (now - startedAt) / durationMs);
      window.scrollTo(0, start + distance * easeInOut(progress));
      if (progress < 1) requestAnimationFrame(step);
      else resolve();
    };
    requestAnimationFrame(step);
  });
}
