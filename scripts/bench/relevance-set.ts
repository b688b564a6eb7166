/**
 * Queries buyers type, each with the kind of product that answers it: a product is relevant when
 * its title matches every pattern of `title` (case-insensitive). Sku queries name a kind; the run
 * takes the first product of that kind in the catalogue and types its sku in the given form.
 */
export type QueryClass = 'prefix' | 'typo' | 'word order' | 'spelling' | 'hyphen and space' | 'sku' | 'plain';

export interface TextQuery {
  class: Exclude<QueryClass, 'sku'>;
  query: string;
  title: string[];
}

export interface SkuQuery {
  class: 'sku';
  /** How the sku is typed: as printed, lower case without hyphens, or its first parts only. */
  form: 'as printed' | 'compact' | 'start';
  title: string[];
}

export type RelevanceQuery = TextQuery | SkuQuery;

const text = (kind: TextQuery['class'], query: string, ...title: string[]): TextQuery => ({
  class: kind,
  query,
  title,
});
const sku = (form: SkuQuery['form'], ...title: string[]): SkuQuery => ({ class: 'sku', form, title });

export const relevanceSet: readonly RelevanceQuery[] = [
  text('prefix', 'hdmi spl', 'hdmi', 'splitter'),
  text('prefix', 'hdmi sw', 'hdmi', 'switcher'),
  text('prefix', 'hdmi ext', 'hdmi', 'extender'),
  text('prefix', 'displayport to hdmi conv', 'displayport to hdmi converter'),
  text('prefix', 'usb-c to hdmi cab', 'usb-c to hdmi cable'),
  text('prefix', 'matrix swi', 'matrix switcher'),
  text('prefix', 'video wall proc', 'video wall processor'),
  text('prefix', 'kvm ext', 'kvm', 'extender'),
  text('prefix', 'ceiling mic', 'ceiling microphone'),
  text('prefix', 'touch pan', 'touch panel'),
  text('prefix', 'power ampl', 'power amplifier'),
  text('prefix', 'dante int', 'dante', 'interface'),
  text('typo', 'hdmi splliter', 'hdmi', 'splitter'),
  text('typo', 'amplifer', 'amplifier'),
  text('typo', 'hdmi extnder', 'hdmi', 'extender'),
  text('typo', 'hdmi swicher', 'hdmi', 'switcher'),
  text('typo', 'sdi to hdmi convertor', 'sdi to hdmi converter'),
  text('typo', 'usb-c scalar', 'usb-c', 'scaler'),
  text('typo', 'hdmi multiviewr', 'hdmi', 'multiviewer'),
  text('typo', 'presentaton switcher', 'presentation switcher'),
  text('typo', 'av over ip encodr', 'av over ip encoder'),
  text('typo', 'hdbaset transmiter', 'hdbaset transmitter'),
  text('word order', 'sdi to hdmi', 'sdi to hdmi'),
  text('word order', 'hdmi to sdi', 'hdmi to (12g-)?sdi'),
  text('word order', 'vga to hdmi', 'vga.* to hdmi'),
  text('word order', 'hdmi to vga', 'hdmi to vga'),
  text('word order', 'usb-c to hdmi', 'usb-c to hdmi'),
  text('word order', 'displayport to hdmi', 'displayport to hdmi'),
  text('word order', 'mini displayport to displayport', 'mini displayport to displayport'),
  text('word order', 'hdmi over ip', 'hdmi over ip'),
  text('word order', 'extender over cat5e', 'extender over cat5e'),
  text('spelling', 'fibre extender', 'fiber extender'),
  text('spelling', 'hdmi fibre cable', 'fiber optic hdmi cable'),
  text('spelling', 'analogue microphone', 'analog', 'microphone'),
  text('spelling', 'fibre input card', 'fiber input card'),
  text('hyphen and space', 'rs232 extender', 'rs-232 extender'),
  text('hyphen and space', 'rs232', 'rs-232'),
  text('hyphen and space', 'usbc switcher', 'usb-c', 'switcher'),
  text('hyphen and space', 'usb c to hdmi cable', 'usb-c to hdmi cable'),
  text('hyphen and space', '12g sdi splitter', '12g-sdi splitter'),
  text('hyphen and space', '12gsdi router', '12g-sdi router'),
  text('hyphen and space', 'cat6 cable', 'cat6', 'cable'),
  text('plain', 'hdmi cable', 'hdmi cable'),
  text('plain', '4k60 hdmi switcher', '4k60', 'hdmi', 'switcher'),
  text('plain', '1x4 hdmi splitter', '1x4 hdmi splitter'),
  text('plain', '10 m usb-c to hdmi cable', 'usb-c to hdmi cable'),
  text('plain', 'dante', 'dante'),
  sku('as printed', 'hdmi switcher'),
  sku('compact', 'hdmi fiber extender'),
  sku('compact', 'rs-232 extender'),
  sku('start', 'hdmi matrix switcher'),
  sku('start', 'usb-c to hdmi cable'),
];
