import L from 'leaflet';
import stylesheet from 'leaflet/dist/leaflet.css?url';
import { limits } from '../../../config/index.ts';

/** Where the map is centred: the company's headquarters in Las Vegas. */
export const MAP_CENTER: [number, number] = [36.0716, -115.2074];

const TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/**
 * Leaflet's stylesheet is linked here, not imported as a style: an imported style would be
 * added to the page's head and load before the map is wanted.
 */
function linkStylesheet(): void {
  if (document.querySelector(`link[href="${stylesheet}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = stylesheet;
  document.head.append(link);
}

/** Draws the OpenStreetMap map with a marker on the headquarters. */
export function drawMap(element: HTMLElement, label: string): void {
  linkStylesheet();
  const map = L.map(element, { scrollWheelZoom: false }).setView(MAP_CENTER, limits.mapZoom);
  L.tileLayer(TILE_URL, { maxZoom: 19, attribution: ATTRIBUTION }).addTo(map);
  L.circleMarker(MAP_CENTER, { radius: 10, color: '#0a62a8', fillOpacity: 0.8 }).addTo(map).bindTooltip(label);
}
