import { describe, expect, it } from 'vitest';
import type { CartLine } from './cart.ts';
import { changeMessage, changesOrder, refusalsByLine, repriceLines } from './reprice.ts';

const cable: CartLine = {
  id: 'AV-HD-2M',
  title: 'HDMI cable',
  subtitle: '8K',
  img: '/a.jpg',
  amount: 1,
  qty: 3,
  stock: 10,
};
const extender: CartLine = { id: 'AV-EXT', title: 'Extender', subtitle: '', img: '', amount: 139.25, qty: 1, stock: 3 };

describe('repriceLines', () => {
  it('takes the current price and stock and says what changed, keeping the quantity', () => {
    const { lines, changes } = repriceLines(
      [cable, extender],
      [{ line: { ...cable, amount: 46.68, qty: 1, stock: 2 } }, { line: { ...extender, qty: 1 } }],
    );
    expect(lines).toEqual([{ ...cable, amount: 46.68, stock: 2 }, extender]);
    expect(changes).toEqual([
      { sku: 'AV-HD-2M', title: 'HDMI cable', kind: 'price', before: 1, after: 46.68 },
      { sku: 'AV-HD-2M', title: 'HDMI cable', kind: 'stock', before: 10, after: 2 },
    ]);
    expect(changes.map(changeMessage)).toEqual([
      'HDMI cable: price changed from $1.00 to $46.68.',
      'HDMI cable: 2 in stock now (was 10).',
    ]);
    expect(changes.map(changesOrder)).toEqual([true, false]);
  });

  it('removes a line the catalogue no longer sells or knows', () => {
    const { lines, changes } = repriceLines([cable, extender], [{ problem: 'not-sold' }, { problem: 'unknown' }]);
    expect(lines).toEqual([]);
    expect(changes.map(changeMessage)).toEqual([
      'HDMI cable is no longer sold and was removed from the cart.',
      'Extender is no longer sold and was removed from the cart.',
    ]);
  });

  it('reports nothing when nothing changed', () => {
    expect(repriceLines([cable], [{ line: { ...cable, qty: 1 } }])).toEqual({ lines: [cable], changes: [] });
  });

  it('says when a line ran out', () => {
    const [change] = repriceLines([extender], [{ line: { ...extender, stock: 0 } }]).changes;
    expect(change && changeMessage(change)).toBe('Extender: out of stock now (was 3).');
  });
});

describe('refusalsByLine', () => {
  it('puts each server reason on the line it names, ignoring other issues', () => {
    expect(
      refusalsByLine(
        [cable, extender],
        [
          { field: 'order.orderedItems.1.qty', reason: 'Only 0 of AV-EXT in stock' },
          { field: 'order.orderedItems.7.qty', reason: 'no such line' },
          { field: 'body', reason: 'Invalid order' },
        ],
      ),
    ).toEqual({ 'AV-EXT': 'Only 0 of AV-EXT in stock' });
  });
});
