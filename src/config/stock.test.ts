import { stockStatus, type RegionalStock } from './stock.ts';

const none: RegionalStock = { stockUS: 0, ASNUS: 0, stockEU: 0, ASNEU: 0, stockSZ: 0, ASNSZ: 0 };

describe('stockStatus', () => {
  it('says In Stock when the US warehouse holds units', () => {
    expect(stockStatus({ ...none, stockUS: 3, stockEU: 9 })).toBe('In Stock');
  });

  it('names the other warehouses when the US shows 0 / 0, never a bare In Stock', () => {
    expect(stockStatus({ ...none, stockEU: 4 })).toBe('In Stock: EU');
    expect(stockStatus({ ...none, stockEU: 4, stockSZ: 1, ASNUS: 2 })).toBe('In Stock: EU, SZ');
  });

  it('says Inbound when nothing is in stock but units are on the way', () => {
    expect(stockStatus({ ...none, ASNSZ: 12 })).toBe('Inbound');
  });

  it('says Out of Stock for 0 / 0 everywhere', () => {
    expect(stockStatus(none)).toBe('Out of Stock');
  });
});
