import L from 'leaflet';
import stylesheet from 'leaflet/dist/leaflet.css?url';
import { limits } from '../../../config/index.ts';
import { MAP_CENTER } from './map-center.ts';

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

/**
 * Draws the OpenStreetMap map with a marker on the headquarters. `onTilesFailed` runs once when a
 * tile fails before any has loaded (tile host blocked or offline): the map would be a grey box.
 */
export function drawMap(element: HTMLElement, label: string, onTilesFailed: () => void): void {
  linkStylesheet();
  const map = L.map(element, { scrollWheelZoom: false }).setView(MAP_CENTER, limits.mapZoom);
  const tiles = L.tileLayer(TILE_URL, { maxZoom: 19, attribution: ATTRIBUTION }).addTo(map);
  let loaded = false;
  tiles.on('tileload', () => {
    loaded = true;
  });
  tiles.once('tileerror', () => {
    if (!loaded) onTilesFailed();
  });
  L.circleMarker(MAP_CENTER, { radius: 10, color: '#0a62a8', fillOpacity: 0.8 }).addTo(map).bindTooltip(label);
}
