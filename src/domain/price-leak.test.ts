import { priceLeak, priceSpellings } from './price-leak.ts';

describe('price check', () => {
  const spellings = priceSpellings([1159.95, 113.5]);

  it('finds a catalogue price written as money, grouped or not', () => {
    expect(priceLeak('<p>Now 1,159.95 only</p>', spellings)).toBe('price 1,159.95');
    expect(priceLeak('<p>113.50</p>', spellings)).toBe('price 113.50');
    const large = priceSpellings([1234567.5]);
    expect(priceLeak('<p>1,234,567.50</p>', large)).toBe('price 1,234,567.50');
    expect(priceLeak('<p>1234567.50</p>', large)).toBe('price 1234567.50');
  });

  it('does not read other groupings of the same digits as the price', () => {
    expect(priceLeak('<p>1159,95.00 and 0,113.50 and 01159.95</p>', spellings)).toBeUndefined();
    expect(priceLeak('<p>1234,567.50 and 12,34,567.50</p>', priceSpellings([1234567.5]))).toBeUndefined();
  });

  it('finds price fields in island props and data', () => {
    expect(priceLeak('<astro-island props="{&quot;dealer&quot;:[0,12]}">', spellings)).toMatch(/price field/);
    expect(priceLeak('{"refStocks": []}', spellings)).toMatch(/price field/);
  });

  it('lets other numbers through: drawings, styles, attributes, units', () => {
    expect(priceLeak('<p>IEEE 802.3, 18.00 Gbps, 1159.96</p>', spellings)).toBeUndefined();
    expect(priceLeak('<svg><path d="M10 2a8 8 0 0 1 113.50 12.9"/></svg>', spellings)).toBeUndefined();
    expect(priceLeak('<style>.a{margin:113.50rem}</style><img width="113.50">', spellings)).toBeUndefined();
  });

  it('still finds a price in a script or next to a currency sign', () => {
    expect(priceLeak('<script>const list = [113.50];</script>', spellings)).toBe('price 113.50');
    expect(priceLeak('<span>$1,159.95</span>', spellings)).toBe('price $1,159.95');
  });

  it('finds every common spelling of a price of any tier, in text and in attribute values', () => {
    const tiers = priceSpellings([212, 2368.49, 189.65, 46.68]);
    expect(priceLeak('<p>Dealer price: $212.</p>', tiers)).toBe('price $212');
    expect(priceLeak('<p>Dealer price: $ 212</p>', tiers)).toBe('price $ 212');
    expect(priceLeak('<p>USD2,368.49 net</p>', tiers)).toBe('price USD2,368.49');
    expect(priceLeak('<p>USD 2368.49</p>', tiers)).toBe('price USD 2368.49');
    expect(priceLeak('<p>now 189.65USD</p>', tiers)).toBe('price 189.65USD');
    expect(priceLeak('<p>212.00 each</p>', tiers)).toBe('price 212.00');
    expect(priceLeak('<p>US$212</p>', tiers)).toBe('price $212');
    expect(priceLeak('<a title="Only $46.68 for dealers">x</a>', tiers)).toBe('price $46.68');
    expect(priceLeak('<img alt="2,368.49" src="/a.png">', tiers)).toBe('price 2,368.49');
    expect(priceLeak('<meta content="Yours for 189.65">', tiers)).toBe('price 189.65');
  });

  it('reads a whole number as money only beside its currency', () => {
    const tiers = priceSpellings([212]);
    expect(priceLeak('<p>212 ports, 4K at 212 m</p>', tiers)).toBeUndefined();
    expect(priceLeak('<p>AV-212 and 212.5 and 3212</p>', tiers)).toBeUndefined();
  });
});
