import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMediaStore } from '../catalog/media-store.ts';
import { generateProducts } from '../catalog/products.ts';
import { buildTaxonomy } from '../catalog/taxonomy.ts';
import { type ArtSubject, type DeviceSpec, deviceSpecOf } from './device-spec.ts';
import { productArtSvg } from './product-art.ts';

const subject = (categorySlug: string, subSlug: string, title: string, signal: string): ArtSubject => ({
  categorySlug,
  subSlug,
  title,
  signal,
  hue: 0,
});
const ports = (device: DeviceSpec) => device.groups.map((g) => `${g.count} ${g.connector}`);

describe('what a product picture shows', () => {
  it('a 1x4 HDMI splitter: one HDMI input and four HDMI outputs', () => {
    const device = deviceSpecOf(subject('splitters', '1x4-splitters', '1x4 HDMI Splitter, 4K60', 'HDMI'));
    expect(ports(device)).toEqual(['1 hdmi', '4 hdmi']);
  });

  it('a 16x16 matrix: sixteen inputs and outputs in a rack unit; a 16x16 frame: its card slots', () => {
    const matrix = deviceSpecOf(subject('matrix', '16x16-matrix', '16x16 HDMI Matrix Switcher, 4K60', 'HDMI'));
    expect([matrix.body, ...ports(matrix)]).toEqual(['rack', '16 hdmi', '16 hdmi']);
    const frame = deviceSpecOf(subject('flex-matrix', 'frames', 'Flex Matrix 16x16 Frame', 'Modular'));
    expect([frame.body, frame.slots]).toEqual(['frame', 8]);
  });

  it('cables: their two ends and their length', () => {
    const usbc = deviceSpecOf(subject('cables', 'usb-c', 'USB-C to DisplayPort Cable, 2 m', 'DisplayPort'));
    expect([usbc.body, usbc.size, ...ports(usbc)]).toEqual(['cable', 2, '1 usbc', '1 displayport']);
    const sdi = deviceSpecOf(subject('cables', 'sdi-cables', '12G-SDI BNC Cable, 0.5 m', 'SDI'));
    expect([sdi.size, ...ports(sdi)]).toEqual([0.5, '1 bnc', '1 bnc']);
  });

  it('wall plates, keypads and HDBaseT gear as what they are', () => {
    const plate = deviceSpecOf(subject('extenders', 'wall-plates', '4K60 HDMI Wall Plate Transmitter, 70 m', 'HDMI'));
    expect([plate.body, ...ports(plate)]).toEqual(['wallplate', '1 hdmi', '1 rj45']);
    expect(deviceSpecOf(subject('controls', 'keypads', '8 Button Ethernet Control Keypad', 'Ethernet')).size).toBe(8);
    const hdbt = deviceSpecOf(subject('splitters', 'hdbaset-splitters', '1x8 HDBaseT Splitter, 4K60', 'HDBaseT'));
    expect(ports(hdbt)).toEqual(['1 hdmi', '8 rj45']);
  });

  it('a 1x16 rack unit draws its ports in two rows: one input and sixteen outputs, no more', () => {
    const device = deviceSpecOf(subject('splitters', '1x16-splitters', '1x16 HDMI Splitter, 4K60', 'HDMI'));
    const sockets = productArtSvg(device).match(/<g transform="translate\([\d.-]+ [\d.-]+\) scale\([\d.]+\)">/g);
    expect([device.body, ...ports(device), sockets?.length]).toEqual(['rack', '1 hdmi', '16 hdmi', 17]);
  });

  it('bounds what it reads: a hostile title cannot ask for a thousand ports', () => {
    const device = deviceSpecOf(subject('matrix', 'x', `99x99 ${'HDMI '.repeat(10_000)}`, 'HDMI'));
    expect(Math.max(...device.groups.map((g) => g.count))).toBeLessThanOrEqual(24);
  });
});

/** What tells two products apart to the eye: their connectors and counts, a cable's length. */
const portsShown = (device: DeviceSpec) =>
  [...ports(device), `slots ${device.slots}`, device.body === 'cable' ? `${device.size} m` : ''].join(', ');

describe('the demo catalogue pictures', () => {
  it('no two products of different port counts or connectors share an image', () => {
    const dir = mkdtempSync(join(tmpdir(), 'art-'));
    try {
      const store = createMediaStore(join(dir, 'uploads'));
      const shown = new Map<string, { ports: string; title: string }>();
      for (const product of generateProducts(buildTaxonomy(), 400, store)) {
        const image = product.images[0] ?? '';
        const ports = portsShown(product.device);
        const first = shown.get(image) ?? { ports, title: product.title };
        expect(ports, `${product.title} looks like ${first.title}`).toBe(first.ports);
        shown.set(image, first);
      }
      expect(shown.size).toBeGreaterThan(150);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
