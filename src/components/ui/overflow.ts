/** Where a sideways-scrolling box stands: whether it has more to show, and whether it is at either end. */
export interface Overflow {
  overflows: boolean;
  atStart: boolean;
  atEnd: boolean;
}

export const noOverflow: Overflow = { overflows: false, atStart: true, atEnd: true };

/** Reads `element`'s sideways overflow (a pixel of rounding is not overflow). */
export function readOverflow(element: HTMLElement): Overflow {
  const hidden = element.scrollWidth - element.clientWidth;
  return {
    overflows: hidden > 1,
    atStart: element.scrollLeft <= 1,
    atEnd: element.scrollLeft >= hidden - 1,
  };
}

/**
 * Calls `onChange` with `element`'s overflow once it is laid out and whenever it or its content is
 * resized or it is scrolled; returns the function that stops watching. The first report comes from
 * the observer's first notice, in the browser's own layout step; a caller that must know before the
 * first paint reads `readOverflow` itself.
 */
export function watchOverflow(element: HTMLElement, onChange: (overflow: Overflow) => void): () => void {
  const report = () => onChange(readOverflow(element));
  const observer = new ResizeObserver(report);
  observer.observe(element);
  for (const child of element.children) observer.observe(child);
  element.addEventListener('scroll', report, { passive: true });
  return () => {
    observer.disconnect();
    element.removeEventListener('scroll', report);
  };
}
