/**
 * What the site's Swiper carousels share: when Swiper loads, and items per view by width. Swiper
 * itself, the largest script a page loads, is imported by each carousel from a module of its own that names
 * only the Swiper modules it uses.
 */

/** The first things a visitor does to a page; before any of them, an anonymous page loads no carousel. */
const INTERACTIONS = ['scroll', 'wheel', 'pointerdown', 'pointermove', 'keydown', 'touchstart'] as const;

export interface StartOptions {
  /** How close to the viewport the carousel must come: a CSS margin, as IntersectionObserver takes it. */
  rootMargin?: string;
  /** Wait for the visitor's first scroll, touch, pointer or key too (pages with a 15 KB script budget). */
  afterInteraction?: boolean;
}

/**
 * Runs `start` once `element` is within `rootMargin` of the viewport and the browser is idle (and,
 * with `afterInteraction`, the visitor has done something), so Swiper never delays the first paint.
 */
export function startWhenNear(
  element: Element,
  start: () => Promise<void>,
  { rootMargin = '0px', afterInteraction = false }: StartOptions = {},
): void {
  const idle = (run: () => void) =>
    'requestIdleCallback' in window ? window.requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run, 200);
  const watch = () => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        idle(() => {
          start().catch((cause: unknown) => console.warn(new Error('A carousel could not start', { cause })));
        });
      },
      { rootMargin },
    );
    observer.observe(element);
  };
  if (!afterInteraction) return watch();
  const first = () => {
    for (const type of INTERACTIONS) window.removeEventListener(type, first);
    watch();
  };
  for (const type of INTERACTIONS) window.addEventListener(type, first, { passive: true });
}

/** Swiper's `breakpoints` ("from this width up") for a number of items per minimum width. */
export function slidesPerViewBreakpoints(
  itemsByMinWidth: Readonly<Record<number, number>>,
): Record<number, { slidesPerView: number }> {
  return Object.fromEntries(
    Object.entries(itemsByMinWidth).map(([width, count]) => [Number(width), { slidesPerView: count }]),
  );
}

/** Visitors who ask for less motion get no autoplay and no animated transitions. */
export const prefersReducedMotion = (): boolean => window.matchMedia('(prefers-reduced-motion: reduce)').matches;
