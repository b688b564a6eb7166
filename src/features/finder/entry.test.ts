import { finderEntry, type ProductFacts } from './entry.ts';

const product = (changes: Partial<ProductFacts>): ProductFacts => ({
  sku: 'AV-HD-EXT-4K70',
  title: '4K60 HDMI HDBaseT Extender Kit, 70 m',
  path: '/item/AV-HD-EXT-4K70',
  category: 'extenders',
  rows: [
    ['Maximum resolution', '4K60'],
    ['Distance', 'up to 70 m (230 ft)'],
    ['Input', 'HDMI'],
    ['Control', 'IR, RS-232'],
    ['Power', 'PoE (802.3at) or 12 V DC'],
  ],
  ...changes,
});

describe('finderEntry', () => {
  it('reads an extender kit: signal, reach, picture and what it offers', () => {
    expect(finderEntry(product({}))).toEqual({
      entry: {
        sku: 'AV-HD-EXT-4K70',
        title: '4K60 HDMI HDBaseT Extender Kit, 70 m',
        path: '/item/AV-HD-EXT-4K70',
        kind: 'pair',
        input: 'HDMI',
        output: 'HDMI',
        reach: 70,
        resolution: { lines: 2160, refresh: 60, chroma: null },
        inputs: 1,
        outputs: 1,
        offers: ['rs-232', 'ir', 'poe'],
      },
    });
  });

  it('reads an HDMI cable’s picture from its certified grade and its connector from its title', () => {
    const cable = finderEntry(
      product({
        title: 'Premium High Speed HDMI Cable, 3 m',
        category: 'cables',
        rows: [
          ['Length', '3 m'],
          ['Grade', 'Premium High Speed'],
        ],
      }),
    );
    expect(cable).toMatchObject({
      entry: { kind: 'cable', input: 'HDMI', reach: 3, resolution: { lines: 2160, refresh: 60, chroma: '4:4:4' } },
    });
  });

  it('reads a splitter’s outputs and a converter’s two signals', () => {
    const split = product({
      category: 'splitters',
      title: '1x4 HDMI Splitter, 4K60',
      rows: [
        ['Outputs', '1x4'],
        ['Maximum resolution', '4K60'],
        ['Signal', 'HDMI'],
      ],
    });
    expect(finderEntry(split)).toMatchObject({ entry: { kind: 'splitter', inputs: 1, outputs: 4 } });
    const convert = product({
      category: 'converters',
      title: '4K60 USB-C to HDMI Converter',
      rows: [
        ['Input', 'USB-C'],
        ['Maximum resolution', '4K60'],
      ],
    });
    expect(finderEntry(convert)).toMatchObject({ entry: { kind: 'converter', input: 'USB-C', output: 'HDMI' } });
  });

  it('leaves out a product whose specs do not state what the finder needs, saying what', () => {
    const noDistance = product({
      rows: [
        ['Maximum resolution', '4K60'],
        ['Input', 'HDMI'],
      ],
    });
    expect(finderEntry(noDistance)).toEqual({ leftOut: 'no distance in its specs' });
    const noPicture = product({
      rows: [
        ['Distance', '70 m'],
        ['Input', 'HDMI'],
      ],
    });
    expect(finderEntry(noPicture)).toEqual({ leftOut: 'no maximum resolution in its specs' });
    const noSignal = product({
      category: 'switchers',
      title: '5x1 4K60 Seamless Switcher',
      rows: [
        ['Inputs', '5x1'],
        ['Maximum resolution', '4K60'],
      ],
    });
    expect(finderEntry(noSignal)).toEqual({ leftOut: 'no signal in its specs' });
  });

  it('passes over products that are no part of a video path', () => {
    expect(finderEntry(product({ category: 'audio', title: 'Stereo Class D Power Amplifier, 60 W' }))).toEqual({
      outOfScope: true,
    });
    expect(finderEntry(product({ category: 'cables', title: 'Shielded Cat6A Patch Cable, 3 m' }))).toEqual({
      outOfScope: true,
    });
  });
});
