import { DatabaseSync } from 'node:sqlite';
import { createAnswerCache } from './answer-cache.ts';

function catalogue() {
  const db = new DatabaseSync(':memory:');
  db.exec("CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT); INSERT INTO meta VALUES ('catalog_revision', '1')");
  return db;
}

/** A maker of answers that records which skus it was asked for. */
function maker() {
  const asked: string[][] = [];
  const make = (skus: string[]) => {
    asked.push(skus);
    return skus.map((sku) => `{"sku":"${sku}"}`);
  };
  return { asked, make };
}

describe('product answers kept for bulk readers', () => {
  it('makes each answer once and gives them back in the order asked', () => {
    const answers = createAnswerCache(catalogue());
    const { asked, make } = maker();
    expect(answers(['A', 'B'], make)).toEqual(['{"sku":"A"}', '{"sku":"B"}']);
    expect(answers(['B', 'C', 'A'], make)).toEqual(['{"sku":"B"}', '{"sku":"C"}', '{"sku":"A"}']);
    expect(asked).toEqual([['A', 'B'], ['C']]);
  });

  it('forgets every answer once the catalogue changes', () => {
    const db = catalogue();
    const answers = createAnswerCache(db);
    const { asked, make } = maker();
    answers(['A'], make);
    db.exec("UPDATE meta SET value = '2' WHERE key = 'catalog_revision'");
    answers(['A'], make);
    expect(asked).toEqual([['A'], ['A']]);
  });

  it('keeps at most its size, forgetting the oldest, and still answers what does not fit', () => {
    const answers = createAnswerCache(catalogue(), 24);
    const { asked, make } = maker();
    expect(answers(['A', 'B', 'C'], make)).toEqual(['{"sku":"A"}', '{"sku":"B"}', '{"sku":"C"}']);
    answers(['C'], make);
    answers(['A'], make);
    expect(asked).toEqual([['A', 'B', 'C'], ['A']]);
  });
});
