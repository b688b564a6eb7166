import { describe, expect, it } from 'vitest';
import { trackingLink } from './tracking.ts';

describe('trackingLink', () => {
  it('links each known carrier by its ship-via text, in any case', () => {
    expect(trackingLink('UPS Ground', '1ZA4T7X90212345678')).toEqual({
      carrier: 'UPS',
      href: 'https://www.ups.com/track?tracknum=1ZA4T7X90212345678',
    });
    expect(trackingLink('fedex priority overnight', '123456789012')?.href).toBe(
      'https://www.fedex.com/fedextrack/?trknbr=123456789012',
    );
    expect(trackingLink('Federal Express', '123456789012')?.carrier).toBe('FedEx');
    expect(trackingLink('USPS Priority Mail', '9400 1000 0000 0000 0000 00')?.href).toBe(
      'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400100000000000000000',
    );
    expect(trackingLink('DHL Express', '1234567890')?.href).toBe(
      'https://www.dhl.com/global-en/home/tracking/tracking-express.html?submit=1&tracking-id=1234567890',
    );
  });

  it('leaves an unknown carrier, a missing value or a word inside another as text', () => {
    expect(trackingLink('Will call', '1234567890')).toBeUndefined();
    expect(trackingLink('Groups freight', '1234567890')).toBeUndefined();
    expect(trackingLink(null, '1234567890')).toBeUndefined();
    expect(trackingLink('UPS Ground', null)).toBeUndefined();
    expect(trackingLink('UPS Ground', '  ')).toBeUndefined();
  });

  it('never builds a link from a value that is no tracking number', () => {
    expect(trackingLink('UPS', '1Z"><script>')).toBeUndefined();
    expect(trackingLink('UPS', 'abc/../../x')).toBeUndefined();
    expect(trackingLink('UPS', '9'.repeat(5000))).toBeUndefined();
    expect(trackingLink(`UPS ${'x'.repeat(5000)}`, '1234567890')).toBeUndefined();
  });
});
