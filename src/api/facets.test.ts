import { describe, expect, it } from 'vitest';
import { facetsOf, specRows } from './facets.ts';

/** A specs table as the catalogue writes it. */
const table = (...rows: [string, string][]) =>
  `<table class="specs"><tbody>${rows.map(([l, v]) => `<tr><th>${l}</th><td>${v}</td></tr>`).join('')}</tbody></table>`;

describe('specRows', () => {
  it('reads every row with tags dropped and entities decoded', () => {
    const html =
      '<table class="specs"><tr class="x"><th scope="row">THD+N</th><td><b>&lt; 0.05 %</b></td></tr></table>';
    expect(specRows(html)).toEqual([['THD+N', '< 0.05 %']]);
  });
  it('skips rows without a label or a value and survives a huge or broken table', () => {
    expect(specRows(table(['', 'x'], ['Length', '']))).toEqual([]);
    expect(specRows(`<table><tr><th>Length${'<'.repeat(100_000)}`)).toEqual([]);
  });
});

describe('facetsOf, over every row shape the catalogue has', () => {
  it('splitters: outputs from the size, resolution and signal as written', () => {
    const html = table(['Model', 'AV-SP-1'], ['Outputs', '1x4'], ['Maximum resolution', '4K60'], ['Signal', 'HDMI']);
    expect(facetsOf(html)).toEqual({ outputs: ['4'], resolution: ['4K60'], signal: ['HDMI'] });
  });
  it('switchers: inputs from the size, control split into its ways', () => {
    const html = table(['Inputs', '8x1'], ['Control', 'IR, RS-232, TCP/IP']);
    expect(facetsOf(html)).toEqual({ inputs: ['8'], control: ['IR', 'RS-232', 'TCP/IP'] });
  });
  it('counts written as "4 x HDMI" or "4" group with sizes', () => {
    expect(facetsOf(table(['Outputs', '4 x HDMI']))).toEqual({ outputs: ['4'] });
    expect(facetsOf(table(['Outputs', '4']))).toEqual({ outputs: ['4'] });
    expect(facetsOf(table(['Inputs', '16 inputs']))).toEqual({ inputs: ['16'] });
  });
  it('matrix sizes in one spelling', () => {
    expect(facetsOf(table(['Matrix size', '4 X 8']))).toEqual({ matrix: ['4x8'] });
    expect(facetsOf(table(['Matrix size', '16x16']))).toEqual({ matrix: ['16x16'] });
  });
  it('cables: length with its unit, grade as written', () => {
    expect(facetsOf(table(['Length', '0.5 m'], ['Grade', 'Premium High Speed']))).toEqual({
      length: ['0.5 m'],
      grade: ['Premium High Speed'],
    });
    expect(facetsOf(table(['Length', '10M']))).toEqual({ length: ['10 m'] });
  });
  it('extenders: distance without the cable it runs over; Input is the signal', () => {
    expect(facetsOf(table(['Distance', '70 m over Cat6A'], ['Input', 'HDBaseT']))).toEqual({
      distance: ['70 m'],
      signal: ['HDBaseT'],
    });
  });
  it('SDI standard, audio channels and power, network, control ports', () => {
    expect(facetsOf(table(['Standard', '12G-SDI']))).toEqual({ signal: ['12G-SDI'] });
    expect(facetsOf(table(['Channels', '8-Channel'], ['Output power', '120 W']))).toEqual({
      channels: ['8-Channel'],
      power: ['120 W'],
    });
    expect(facetsOf(table(['Network', '10G Ethernet']))).toEqual({ network: ['10G Ethernet'] });
    expect(facetsOf(table(['Control ports', 'RS-232']))).toEqual({ control: ['RS-232'] });
  });
  it('ignores rows that do not filter (model, dimensions, power supply, warranty)', () => {
    const html = table(
      ['Model', 'AV-1'],
      ['Dimensions (W x D x H)', '170 x 75 x 35 mm'],
      ['Power', '12 V DC, 1 A'],
      ['Weight', '0.3 kg'],
      ['Warranty', '5 years'],
      ['Type', 'Accessory'],
    );
    expect(facetsOf(html)).toEqual({});
  });
  it('merges rows of one facet without repeats', () => {
    expect(facetsOf(table(['Signal', 'HDMI'], ['Input', 'HDMI'], ['Standard', 'SDI']))).toEqual({
      signal: ['HDMI', 'SDI'],
    });
  });
});
