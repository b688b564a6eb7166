import { describe, expect, it } from 'vitest';
import { priceSpellings } from './price-leak.ts';
import { pricesFromSteps, priceSteps } from './price-steps.ts';

describe('the catalogue prices sent as steps', () => {
  it('gives the editor the same spellings as the prices themselves', () => {
    const prices = [1159.95, 212, 0.29, 212, 189.65, 2368.49, 1159.95, 99999.99];
    expect(priceSpellings(pricesFromSteps(priceSteps(prices)))).toEqual(priceSpellings(prices));
  });

  it('writes each distinct amount once, as a step in cents from the one before', () => {
    expect(priceSteps([210, 199.95, 200, 199.95])).toEqual([19995, 5, 1000]);
    expect(priceSteps([])).toEqual([]);
  });
});
