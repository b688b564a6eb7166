import { limits } from '../../../config/index.ts';

/** Where the map is centred: the company's headquarters in Las Vegas. */
export const MAP_CENTER: [number, number] = [36.0716, -115.2074];

const TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/**
 * Draws the map once it scrolls into view: Leaflet and its styles load only then, so visitors who
 * never reach the map download none of it. When tiles cannot load, the map stays a grey panel
 * with its marker, and the address next to it still says where we are.
 */
export function initPartnerMap(element: HTMLElement): void {
  const draw = async () => {
    const [{ default: L }] = await Promise.all([import('leaflet'), import('leaflet/dist/leaflet.css')]);
    const map = L.map(element, { scrollWheelZoom: false }).setView(MAP_CENTER, limits.mapZoom);
    L.tileLayer(TILE_URL, { maxZoom: 19, attribution: ATTRIBUTION }).addTo(map);
    L.circleMarker(MAP_CENTER, { radius: 10, color: '#0a62a8', fillOpacity: 0.8 })
      .addTo(map)
      .bindTooltip(element.dataset.label ?? '');
    element.dataset.ready = 'true';
  };
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    observer.disconnect();
    draw().catch((cause: unknown) => console.warn(new Error('The partner map could not load', { cause })));
  });
  observer.observe(element);
}
