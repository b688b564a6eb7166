/**
 * What a product's picture must show, read from the product's data: its body, the connectors on it
 * and how many, a cable's ends and length. Two products with the same spec get the same picture.
 */

import { type Connector, connectorOf, namedConnector } from './signals.ts';

export type Body =
  | 'cable'
  | 'reel'
  | 'adapter'
  | 'keystone'
  | 'wallplate'
  | 'desktop'
  | 'rack'
  | 'frame'
  | 'card'
  | 'keypad'
  | 'touchpanel'
  | 'speaker'
  | 'antenna';

export interface PortGroup {
  count: number;
  connector: Connector;
}

export interface DeviceSpec {
  body: Body;
  /** Front face, left to right: inputs then outputs (a cable: its two ends). */
  groups: PortGroup[];
  /** Card slots of a modular frame. */
  slots: number;
  /** Cable length in metres, keys of a keypad, inches of a touch panel: the body's one size. */
  size: number;
  /** Accent colour of the product family. */
  hue: number;
}

export interface ArtSubject {
  categorySlug: string;
  subSlug?: string;
  title: string;
  /** The signal the product carries, as the catalogue names it (`HDMI`, `12G-SDI`, `Dante`…). */
  signal: string;
  hue: number;
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** `1x4` → [1, 4]; a title without a size → undefined. */
function sizeOf(title: string): [number, number] | undefined {
  const match = /\b(\d{1,2})x(\d{1,2})\b/.exec(title);
  return match ? [Number(match[1]), Number(match[2])] : undefined;
}

const numberBefore = (title: string, unit: RegExp) => {
  const match = new RegExp(`(\\d+(?:\\.\\d+)?)[ -]?${unit.source}`, 'i').exec(title);
  return match ? Number(match[1]) : undefined;
};

/** `USB-C to HDMI` → the two sides' connectors. */
function conversion(title: string, signal: Connector): [Connector, Connector] {
  const match = /([\w.-]+(?: [\w.-]+)?) to ([\w.-]+)/i.exec(title);
  return [namedConnector(match?.[1] ?? '') ?? signal, namedConnector(match?.[2] ?? '') ?? signal];
}

const spec = (subject: ArtSubject, body: Body, groups: PortGroup[], size = 0, slots = 0): DeviceSpec => ({
  body,
  groups: groups.map((group) => ({ ...group, count: clamp(group.count, 1, 24) })),
  slots,
  size,
  hue: subject.hue,
});

function cableSpec(subject: ArtSubject, sub: string, connector: Connector): DeviceSpec {
  const title = subject.title.slice(0, 200);
  const length = numberBefore(title, /m\b/) ?? 2;
  if (sub === 'bulk-cable') return spec(subject, 'reel', [{ count: 1, connector }], 305);
  if (sub === 'keystone-jacks') return spec(subject, 'keystone', [{ count: 1, connector }]);
  const [from, to] = conversion(title, connector);
  const body = sub === 'adapters' ? 'adapter' : 'cable';
  return spec(
    subject,
    body,
    [
      { count: 1, connector: from },
      { count: 1, connector: to },
    ],
    length,
  );
}

/** Reads the picture's spec from the product's place in the catalogue, its title and signal. */
export function deviceSpecOf(subject: ArtSubject): DeviceSpec {
  const title = subject.title.slice(0, 200);
  const sub = subject.subSlug ?? '';
  // What the title names first, as the buyer reads it, else the signal the product carries.
  const connector = namedConnector(title) ?? connectorOf(subject.signal);
  const [inputs, outputs] = sizeOf(title) ?? [1, 1];
  const ports = (count: number, on: Connector = connector): PortGroup => ({ count, connector: on });
  switch (subject.categorySlug) {
    case 'cables':
      return cableSpec(subject, sub, connector);
    case 'controls':
      // A "keypad" sold by its screen size is a touch panel.
      if (sub === 'touch-panels' || /\d inch/.test(title))
        return spec(subject, 'touchpanel', [ports(1, 'rj45')], numberBefore(title, /inch/) ?? 7);
      if (sub === 'keypads') return spec(subject, 'keypad', [ports(1, 'rj45')], numberBefore(title, /Button/) ?? 6);
      return spec(subject, 'desktop', [ports(1, 'rj45'), ports(sub === 'relay-modules' ? 8 : 4, 'phoenix')]);
    case 'flex-matrix':
    case 'flex-matrix-pro': {
      if (sub === 'frames') return spec(subject, 'frame', [ports(2, 'rj45')], 0, clamp(inputs / 2, 2, 20));
      const cardPorts = numberBefore(title, /Port/) ?? 1;
      return spec(subject, 'card', [ports(cardPorts, sub.includes('power') ? 'phoenix' : connector)]);
    }
    case 'audio':
      if (sub === 'speakers' || sub === 'microphones') return spec(subject, 'speaker', [ports(1)]);
      return spec(subject, inputs > 4 ? 'rack' : 'desktop', [
        ports(1, connector),
        ports(numberBefore(title, /Channel/) ?? 2, 'phoenix'),
      ]);
    case 'networkav':
      if (sub === 'network-switches') return spec(subject, 'rack', [ports(numberBefore(title, /Port/) ?? 24, 'rj45')]);
      return spec(subject, 'desktop', [ports(1), ports(1, /10G/.test(title) ? 'fiber' : 'rj45')]);
    case 'extenders': {
      // The link to the far end: fibre, twisted pair, or the same cable again for in-line boosters.
      const link: Connector = sub === 'fiber' ? 'fiber' : ['boosters', 'repeaters'].includes(sub) ? connector : 'rj45';
      const body = sub.includes('plate') ? 'wallplate' : sub === 'wireless' ? 'antenna' : 'desktop';
      return spec(subject, body, [ports(1), ports(sub === 'multi-output' ? 2 : 1, link)]);
    }
    case 'converters': {
      const [from, to] = conversion(title, connector);
      return spec(subject, 'desktop', [ports(1, from), ports(1, to)]);
    }
    default: {
      // Splitters, switchers, matrix and SDI gear: the size names the inputs and outputs.
      const out: Connector = sub.startsWith('hdbaset') ? 'rj45' : connector;
      const body = sub.includes('wall-plate') ? 'wallplate' : inputs + outputs > 10 ? 'rack' : 'desktop';
      return spec(subject, body, [ports(inputs, sub.startsWith('hdbaset') ? 'hdmi' : connector), ports(outputs, out)]);
    }
  }
}
