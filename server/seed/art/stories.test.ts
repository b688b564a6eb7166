import { deviceSpecOf } from './device-spec.ts';
import { facadeSvg } from './facades.ts';
import { roomOf, storySvg } from './stories.ts';

const splitter = deviceSpecOf({
  categorySlug: 'splitters',
  subSlug: '1x4-splitters',
  title: '1x4 Splitters',
  signal: '',
  hue: 0,
});
const plate = deviceSpecOf({
  categorySlug: 'extenders',
  subSlug: 'wall-plates',
  title: 'Wall Plates',
  signal: '',
  hue: 0,
});

describe('blog pictures', () => {
  it('show the room the post talks about, else one from its category', () => {
    expect(roomOf('Planning a classroom with one extender per display', 0)).toBe('classroom');
    expect(roomOf('SDI in the house of worship: why churches run SDI', 0)).toBe('worship');
    expect(roomOf('Rack planning for a hospitality venue', 0)).toBe('hospitality');
    expect(roomOf('12G-SDI versus quad-link 3G', 0)).toBe('broadcast');
    expect(roomOf('EDID management in practice', 2)).toBe('corporate');
  });

  it('differ where the room or the product differs, and agree where both agree', () => {
    const classroomPlate = storySvg('classroom', plate);
    expect(storySvg('classroom', splitter)).not.toBe(classroomPlate);
    expect(storySvg('worship', plate)).not.toBe(classroomPlate);
    expect(storySvg('classroom', plate)).toBe(classroomPlate);
  });
});

describe('partner pictures', () => {
  const summit = { name: 'Summit AV Integration', city: 'Denver, CO', region: 'North America' };

  it('carry the partner name and city, escaped', () => {
    const svg = facadeSvg({ name: 'Smith & <Sons>', city: 'Lyon, France', region: 'EMEA' });
    expect(svg).toContain('Smith &amp; &lt;Sons&gt;');
    expect(svg).toContain('Lyon, France');
  });

  it('differ between partners, and not for a second seed of the same one', () => {
    expect(facadeSvg({ ...summit, city: 'Boulder, CO' })).not.toBe(facadeSvg(summit));
    expect(facadeSvg({ ...summit, name: 'Summit Pro Video' })).not.toBe(facadeSvg(summit));
    expect(facadeSvg(summit)).toBe(facadeSvg({ ...summit }));
  });
});
