import { specRows } from '../../api/facets.ts';
import { demoProducts } from './demo-catalogue.test-support.ts';
import { metres, needs, portCount, resolution, signals } from './spec-values.ts';

describe('metres', () => {
  it.each([
    ['2 m', 2],
    ['0.5 m', 0.5],
    ['305 m', 305],
    ['70 m over Cat6A', 70],
    ['up to 70 m (230 ft)', 70],
    ['10ft', 3.05],
    ["33'", 10.06],
    ['50 cm', 0.5],
    ['1,5 m', 1.5],
    ['100 metres', 100],
  ])('reads "%s" as %s m', (text, expected) => {
    expect(metres(text)).toBe(expected);
  });

  it('answers null where no length is stated', () => {
    expect(metres('Single Mode')).toBeNull();
    expect(metres('4K60')).toBeNull();
  });
});

describe('resolution', () => {
  it.each([
    ['4K60', { lines: 2160, refresh: 60, chroma: null }],
    ['4K30', { lines: 2160, refresh: 30, chroma: null }],
    ['8K60', { lines: 4320, refresh: 60, chroma: null }],
    ['8K30', { lines: 4320, refresh: 30, chroma: null }],
    ['1080p60', { lines: 1080, refresh: 60, chroma: null }],
    ['1080p', { lines: 1080, refresh: null, chroma: null }],
    ['4K@60Hz 4:4:4', { lines: 2160, refresh: 60, chroma: '4:4:4' }],
    ['4K60 4:2:0', { lines: 2160, refresh: 60, chroma: '4:2:0' }],
    ['3840x2160@60Hz', { lines: 2160, refresh: 60, chroma: null }],
  ])('reads "%s"', (text, expected) => {
    expect(resolution(text)).toEqual(expected);
  });

  it('answers null for a text that names no picture', () => {
    expect(resolution('Hot swappable')).toBeNull();
  });
});

describe('signals', () => {
  it.each([
    ['HDMI', ['HDMI']],
    ['12G-SDI', ['SDI']],
    ['3G-SDI', ['SDI']],
    ['USB-C to HDMI Converter', ['USB-C', 'HDMI']],
    ['DisplayPort', ['DisplayPort']],
    ['HDBaseT', ['HDBaseT']],
    ['VGA and Audio to HDMI Converter, 4K60', ['VGA', 'HDMI']],
    ['Dante', []],
    ['RS-232', []],
  ])('names the video signals of "%s"', (text, expected) => {
    expect(signals(text)).toEqual(expected);
  });
});

describe('portCount', () => {
  it.each([
    ['1x4', 'outputs', 4],
    ['1x16', 'inputs', 1],
    ['5x1', 'inputs', 5],
    ['4x8', 'outputs', 8],
    ['4 x HDMI', 'outputs', 4],
    ['8', 'inputs', 8],
  ] as const)('reads "%s" %s as %s', (text, side, expected) => {
    expect(portCount(text, side)).toBe(expected);
  });

  it('answers null where no count is stated', () => {
    expect(portCount('Hot swappable', 'inputs')).toBeNull();
  });
});

describe('needs', () => {
  it.each([
    ['IR, RS-232', ['rs-232', 'ir']],
    ['IR, RS-232, TCP/IP, web', ['rs-232', 'ir']],
    ['PoE (802.3af)', ['poe']],
    ['PoE (802.3at) or 12 V DC', ['poe']],
    ['PoC from the receiver', []],
    ['8K60 USB-C KVM Extender, 100 m', ['usb', 'kvm']],
    ['USB 2.0 Extender over Cat6', ['usb']],
    ['HDMI Audio Extractor, Stereo Output', ['audio-extraction']],
    ['HDMI Audio Embedder', ['audio-embedding']],
    ['Dante Audio over IP Interface', ['dante']],
  ])('reads what "%s" offers', (text, expected) => {
    expect(needs(text)).toEqual(expected);
  });
});

describe('every spec row of the demo catalogue that the finder reads', () => {
  const rows = demoProducts().flatMap((product) => specRows(product.specsHtml));
  const valuesOf = (...labels: string[]) => [
    ...new Set(rows.filter(([label]) => labels.includes(label)).map(([, value]) => value)),
  ];

  it('gives a length in metres for every Length and Distance', () => {
    const values = valuesOf('Length', 'Distance');
    expect(values.length).toBeGreaterThan(5);
    expect(values.filter((value) => metres(value) === null)).toEqual([]);
  });

  it('gives a picture for every Maximum resolution', () => {
    const values = valuesOf('Maximum resolution');
    expect(values.length).toBeGreaterThan(3);
    expect(values.filter((value) => resolution(value) === null)).toEqual([]);
  });

  it('gives both port counts for every size', () => {
    const values = valuesOf('Inputs', 'Outputs', 'Matrix size', 'Inputs x outputs');
    expect(values.length).toBeGreaterThan(5);
    const unread = values.filter((value) => !portCount(value, 'inputs') || !portCount(value, 'outputs'));
    expect(unread).toEqual([]);
  });

  it('names the signal of every video Input, Signal and Standard', () => {
    const values = valuesOf('Input', 'Signal', 'Standard');
    const video = values.filter((value) => /HDMI|DisplayPort|USB-C|SDI|VGA|HDBaseT/.test(value));
    expect(video.length).toBeGreaterThan(5);
    expect(video.filter((value) => signals(value).length !== 1)).toEqual([]);
  });
});
