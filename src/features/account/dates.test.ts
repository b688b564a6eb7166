import { describe, expect, it } from 'vitest';
import { localDay } from './dates.ts';

describe('localDay', () => {
  it('writes the day in the reader’s locale', () => {
    expect(localDay('2026-10-30', 'en-US')).toBe('Oct 30, 2026');
    expect(localDay('2026-10-30', 'en-GB')).toBe('30 Oct 2026');
    expect(localDay('2026-10-30', 'de-DE')).toBe('30.10.2026');
  });

  it('keeps the day of a date-time whatever the time of day', () => {
    expect(localDay('2026-01-01T23:30:00.000Z', 'en-US')).toBe('Jan 1, 2026');
    expect(localDay('2026-01-01T00:10:00-08:00', 'en-US')).toBe('Jan 1, 2026');
  });

  it('answers N/A for a missing or unreadable value', () => {
    expect(localDay(null, 'en-US')).toBe('N/A');
    expect(localDay('', 'en-US')).toBe('N/A');
    expect(localDay('soon', 'en-US')).toBe('N/A');
  });
});
