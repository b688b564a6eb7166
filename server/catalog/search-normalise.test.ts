import { describe, expect, it } from 'vitest';
import { joinMeasures, joinRatios, normaliseMeasures, resolutionShorthand, singular } from './search-normalise.ts';

describe('how search reads sizes, ratios and resolutions', () => {
  it('writes a length with its unit as one word, however it is spaced or spelled', () => {
    for (const text of ['3m', '3 m', '3 metres', '3 meter', '3 meters', '3-metre', '3 mtr'])
      expect(joinMeasures(text), text).toBe('3m');
    for (const text of ['10ft', '10 ft', '10 feet', '10 foot', "10'"]) expect(joinMeasures(text), text).toBe('10ft');
    expect(joinMeasures('hdmi cable, 0.5 m')).toBe('hdmi cable, 0.5m');
    expect(joinMeasures('vga cable with 3.5 mm audio, 10 m')).toBe('vga cable with 3.5mm audio, 10m');
    expect(joinMeasures('7 inch touch panel')).toBe('7in touch panel');
    expect(joinMeasures('amplifier, 60 w')).toBe('amplifier, 60w');
  });

  it('leaves numbers that carry no unit, and words that only start like one, as they are', () => {
    for (const text of ['8-channel mixer', '5 min', '1080p', '4k60', 'cat6 cable', 'usb 2.0', 'av-hd-cbl-3m'])
      expect(joinMeasures(text), text).toBe(text);
  });

  it('writes a ratio of two counts one way: 1:4 = 1x4 = 1 x 4 = 1×4 = 1 by 4', () => {
    for (const text of ['1:4', '1x4', '1 x 4', '1×4', '1 by 4', '1 : 4']) expect(joinRatios(text), text).toBe('1x4');
    expect(joinRatios('hdmi 16 x 16 matrix')).toBe('hdmi 16x16 matrix');
    // A count of watts is no ratio: "2x 60w" is two channels of 60 W.
    expect(normaliseMeasures('2x 60 w')).toBe('2x 60w');
    expect(joinRatios('version 1.4')).toBe('version 1.4');
  });

  it('names the resolution of a resolution with its frame rate', () => {
    expect(resolutionShorthand('4k60')).toBe('4k');
    expect(resolutionShorthand('4k30')).toBe('4k');
    expect(resolutionShorthand('8k60')).toBe('8k');
    for (const word of ['4k', 'hdmi', '1080p', '4k10g', '12g']) expect(resolutionShorthand(word), word).toBeUndefined();
  });

  it('reads a plural as its singular, and leaves short words and words that only end in s', () => {
    expect(singular('amplifiers')).toBe('amplifier');
    expect(singular('accessories')).toBe('accessory');
    expect(singular('speakers')).toBe('speaker');
    for (const word of ['class', 'chassis', 'plus', 'gbps', 'kits', 'hdmi', '10gs'])
      expect(singular(word), word).toBe(word);
  });
});
