import { describe, expect, it } from 'vitest';
import { dialFilter, emailFilter, phoneFilter, postalFilter } from './input-filters.ts';

describe('input filters', () => {
  it('email drops spaces and characters no address holds', () => {
    expect(emailFilter(' ann @exa<mple>.com;')).toBe('ann@example.com');
    expect(emailFilter('first.last+av@example.co.uk')).toBe('first.last+av@example.co.uk');
  });

  it('phone keeps digits only, at most 10', () => {
    expect(phoneFilter('(702) 555-0142')).toBe('7025550142');
    expect(phoneFilter('702555014299')).toBe('7025550142');
    expect(phoneFilter('abc')).toBe('');
  });

  it('postal keeps letters, digits, spaces and hyphens, at most 10', () => {
    expect(postalFilter('89118-1234')).toBe('89118-1234');
    expect(postalFilter('SW1A 1AA')).toBe('SW1A 1AA');
    expect(postalFilter('891!18#')).toBe('89118');
    expect(postalFilter('12345678901234')).toBe('1234567890');
  });

  it('dial keeps digits, * and #, at most 10', () => {
    expect(dialFilter('*72 (555) 01#42')).toBe('*7255501#4');
    expect(dialFilter('abc')).toBe('');
  });
});
