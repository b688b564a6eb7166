/**
 * Draws the map once it scrolls into view: Leaflet and its styles load only then, so visitors who
 * never reach the map download none of it. When tiles cannot load (or Leaflet itself fails), the
 * map gives way to its static fallback: the address and a link to the map on OpenStreetMap.
 */
export function initPartnerMap(element: HTMLElement, fallback: HTMLElement | null): void {
  const showFallback = () => {
    element.hidden = true;
    if (fallback) fallback.hidden = false;
  };
  const draw = async () => {
    const { drawMap } = await import('./leaflet-map.ts');
    drawMap(element, element.dataset.label ?? '', showFallback);
    element.dataset.ready = 'true';
  };
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    observer.disconnect();
    draw().catch((cause: unknown) => {
      showFallback();
      console.warn(new Error('The partner map could not load', { cause }));
    });
  });
  observer.observe(element);
}
