import { adapter, cable, reel } from './cables.ts';
import type { DeviceSpec } from './device-spec.ts';
import { antennaBox, box, card, frame } from './devices.ts';
import { keypad, keystone, speaker, touchpanel, wallplate } from './panels.ts';
import { studioSvg } from './studio.ts';

/** The product itself, in studio units (600 × 450), without the sweep. */
export function productDrawing(device: DeviceSpec): string {
  switch (device.body) {
    case 'cable':
      return cable(device);
    case 'reel':
      return reel(device);
    case 'adapter':
      return adapter(device);
    case 'keystone':
      return keystone(device);
    case 'wallplate':
      return wallplate(device);
    case 'keypad':
      return keypad(device);
    case 'touchpanel':
      return touchpanel(device);
    case 'speaker':
      return speaker(device);
    case 'frame':
      return frame(device);
    case 'card':
      return card(device);
    case 'antenna':
      return antennaBox(device);
    default:
      return box(device, device.body === 'rack');
  }
}

/** Small products are brought closer to the camera, so every picture is filled alike. */
const closer: Partial<Record<DeviceSpec['body'], number>> = { adapter: 1.5, keystone: 1.3, cable: 1.1 };

/** The hero shot of a product, composed from its spec on the studio sweep. */
export function productArtSvg(device: DeviceSpec): string {
  const zoom = closer[device.body] ?? 1;
  const shot = productDrawing(device);
  // No product name in the drawing: equal specs must give equal files, whatever the products' titles.
  return studioSvg(
    'Product photograph',
    zoom === 1 ? shot : `<g transform="translate(300 250) scale(${zoom}) translate(-300 -250)">${shot}</g>`,
  );
}
