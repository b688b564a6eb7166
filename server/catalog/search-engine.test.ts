import { describe, expect, it } from 'vitest';
import { createSearchEngine, type SearchDocument } from './search-engine.ts';

const product = (sku: string, title: string, subtitle = '', description = '', kind = ''): SearchDocument => ({
  sku,
  skuKey: sku.replaceAll('-', '').toUpperCase(),
  title,
  subtitle,
  kind,
  description,
});

const catalogue = [
  product('AV-DP-CNV-1', 'DisplayPort to HDMI Converter', '4K60', 'Converts DisplayPort to HDMI.'),
  product('AV-HD-SPL-4', 'HDMI Splitter, 1x4', '4K60 HDR', 'Splits one HDMI source to four displays.'),
  product('AV-HD-SW-4', 'HDMI Switcher, 4x1', '4K60', 'Picks one of four HDMI sources.'),
  product('AV-HD-WP-2', 'HDMI Wall Plate', 'Hot-swappable modules', 'Two HDMI ports.'),
  product('AV-SDI-HD-1', 'SDI to HDMI Converter', '3G-SDI', 'Shows an SDI camera on an HDMI display.'),
  product('AV-HD-SDI-1', 'HDMI to SDI Converter', '3G-SDI', 'Sends HDMI over SDI cabling.'),
  product('AV-RS-EXT-1', 'RS-232 Extender over Cat6', '100 m', 'Serial control extension.'),
  product('AV-USBC-2', 'USB-C to HDMI Cable, 2 m', '4K60', 'Laptop to display.'),
  product('AV-FO-EXT-1', 'HDMI Extender over Fiber', '10 km', 'Single-mode fiber.'),
  product('AV-AMP-2', 'Stereo Power Amplifier', '2x 60 W', 'Class D amplifier.'),
  product('AV-WP-COL-1', 'Color-coded Wall Plate', 'Keystone', ''),
  product('AV-DNT-1', 'Dante Audio Interface', 'Two channels', ''),
  product('AV-NET-1', 'Network Audio Player', 'Dante receiver', ''),
  product('AV-AUD-1', 'Audio Embedder', 'Balanced audio', 'Adds Dante-free audio to HDMI.'),
  product('AVDNT2', 'Audio Mixer', 'Eight inputs', 'Mixes Dante streams.'),
];
const engine = createSearchEngine(catalogue);
const search = (term: string) => engine.rank(term);
const titles = (term: string) => search(term).map((sku) => catalogue.find((p) => p.sku === sku)?.title ?? sku);

describe('product search ranking', () => {
  it('matches a prefix only where a word starts: "spl" is no part of "DisplayPort"', () => {
    expect(titles('hdmi spl')).toEqual(['HDMI Splitter, 1x4']);
    expect(titles('hdmi sw')[0]).toBe('HDMI Switcher, 4x1');
  });

  it('forgives one typo in a word of five letters or more, none in shorter words', () => {
    expect(titles('hdmi splliter')).toEqual(['HDMI Splitter, 1x4']);
    expect(titles('amplifer')).toEqual(['Stereo Power Amplifier']);
    expect(titles('hdmo splitter')).toEqual([]);
  });

  it('reads hyphens and spaces inside a word as nothing: rs232, usbc, skus with or without hyphens', () => {
    for (const term of ['rs232', 'RS-232', 'rs 232']) expect(titles(term), term).toEqual(['RS-232 Extender over Cat6']);
    expect(titles('usbc')).toEqual(['USB-C to HDMI Cable, 2 m']);
    for (const term of ['AV-HD-SPL-4', 'avhdspl4', 'av hd spl 4']) expect(search(term)[0], term).toBe('AV-HD-SPL-4');
  });

  it('finds American spellings by British ones', () => {
    expect(titles('hdmi fibre')).toEqual(['HDMI Extender over Fiber']);
    expect(titles('colour wall plate')).toEqual(['Color-coded Wall Plate']);
  });

  it('ranks the words in the order typed first: "sdi to hdmi" before "hdmi to sdi"', () => {
    expect(titles('sdi to hdmi').slice(0, 2)).toEqual(['SDI to HDMI Converter', 'HDMI to SDI Converter']);
    expect(titles('hdmi to sdi').slice(0, 2)).toEqual(['HDMI to SDI Converter', 'SDI to HDMI Converter']);
  });

  it('weighs an exact sku over the title, the title over the subtitle, the subtitle over the description', () => {
    const dante = titles('dante');
    expect(dante.slice(0, 2)).toEqual(['Dante Audio Interface', 'Network Audio Player']);
    expect(dante.slice(2).sort()).toEqual(['Audio Embedder', 'Audio Mixer']);
    expect(search('avdnt2')[0]).toBe('AVDNT2');
  });

  it('completes every word where it starts, in any place of the term', () => {
    expect(titles('hdmi exte')).toEqual(['HDMI Extender over Fiber']);
    expect(titles('exte hdmi')).toEqual(['HDMI Extender over Fiber']);
    expect(titles('displ hdmi conv')[0]).toBe('DisplayPort to HDMI Converter');
  });

  it('reads a repeated word once and at most eight words, so a hostile term costs no more than a short one', () => {
    expect(search('hdmi-'.repeat(40))).toEqual(search('hdmi'));
    expect(search(`hdmi ${'x'.repeat(3)} `.repeat(30))).toEqual(search('hdmi xxx'));
  });
});
