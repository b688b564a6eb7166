import { describe, expect, it } from 'vitest';
import {
  decodeInquiryProduct,
  INQUIRY_PRODUCT_KEY,
  rememberInquiryProduct,
  takeInquiryProduct,
} from './inquiry-product.ts';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('the product handed to the inquiry page', () => {
  it('is read once, then removed', () => {
    const storage = memoryStorage();
    rememberInquiryProduct({ sku: 'HD-4K-SW41', title: '4x1 HDMI switch' }, storage);
    expect(takeInquiryProduct(storage)).toEqual({ sku: 'HD-4K-SW41', title: '4x1 HDMI switch' });
    expect(storage.getItem(INQUIRY_PRODUCT_KEY)).toBeNull();
    expect(takeInquiryProduct(storage)).toBeNull();
  });

  it('refuses corrupt, foreign or oversized entries', () => {
    expect(decodeInquiryProduct(null)).toBeNull();
    expect(decodeInquiryProduct('{not json')).toBeNull();
    expect(decodeInquiryProduct('"HD-4K-SW41"')).toBeNull();
    expect(decodeInquiryProduct(JSON.stringify({ sku: '', title: 'x' }))).toBeNull();
    expect(decodeInquiryProduct(JSON.stringify({ sku: 'A', title: 'x'.repeat(301) }))).toBeNull();
    expect(decodeInquiryProduct(JSON.stringify({ sku: 'A', title: 'B', extra: 1 }))).toEqual({ sku: 'A', title: 'B' });
  });
});
