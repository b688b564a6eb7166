/**
 * Draws the map once it scrolls into view: Leaflet and its styles load only then, so visitors who
 * never reach the map download none of it. When tiles cannot load, the map stays a grey panel
 * with its marker, and the address above it still says where we are.
 */
export function initPartnerMap(element: HTMLElement): void {
  const draw = async () => {
    const { drawMap } = await import('./leaflet-map.ts');
    drawMap(element, element.dataset.label ?? '');
    element.dataset.ready = 'true';
  };
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    observer.disconnect();
    draw().catch((cause: unknown) => console.warn(new Error('The partner map could not load', { cause })));
  });
  observer.observe(element);
}
