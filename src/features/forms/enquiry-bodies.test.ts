import { describe, expect, it } from 'vitest';
import {
  dealerSignUpRequest,
  newsletterSignupRequest,
  pressEnquiryRequest,
  productEnquiryRequest,
  salesEnquiryRequest,
  techSupportRequest,
} from '../../api/forms.ts';
import {
  generalQueryBody,
  newsletterBody,
  pressEnquiryBody,
  productInquiryBody,
  salesEnquiryBody,
  techSupportBody,
} from './enquiry-bodies.ts';

const contact = { email: ' ann@example.com ', phone: '7025550142', company: 'Ann AV', newsletter: 'on' };

describe('enquiry payloads', () => {
  it('tech support sends the spec keys, the UPC as serial and the client type as role', () => {
    const body = techSupportBody({
      ...contact,
      name: 'Ann',
      mpn: 'HD-1',
      serial: '850000000001',
      comment: 'Hi',
      clientType: 'Reseller',
      isReseller: 'No',
    });
    expect(Object.keys(body).sort()).toEqual(
      [
        'name',
        'job',
        'company',
        'email',
        'phone',
        'extension',
        'address',
        'country',
        'state',
        'city',
        'postal',
        'mpn',
        'serial',
        'comment',
        'role',
        'isReseller',
        'NewsletterSubscribe',
      ].sort(),
    );
    expect(body).toMatchObject({
      email: 'ann@example.com',
      serial: '850000000001',
      role: 'Reseller',
      isReseller: false,
      NewsletterSubscribe: true,
    });
    expect(techSupportRequest.safeParse(body).success).toBe(true);
  });

  it('sales sends its fields and the opt-in', () => {
    const body = salesEnquiryBody({
      ...contact,
      firstName: 'Ann',
      lastName: 'Lee',
      country: 'US',
      site: '',
      newsletter: '',
    });
    expect(body).toMatchObject({ firstName: 'Ann', lastName: 'Lee', site: '', NewsletterSubscribe: false });
    expect(salesEnquiryRequest.safeParse(body).success).toBe(true);
  });

  it('press sends the email as UserEmail and the inquiry as Question', () => {
    const body = pressEnquiryBody({ ...contact, name: 'Ann', inquiry: 'Review unit?' });
    expect(body).toMatchObject({
      UserEmail: 'ann@example.com',
      Name: 'Ann',
      Phone: '7025550142',
      Question: 'Review unit?',
    });
    expect(pressEnquiryRequest.safeParse(body).success).toBe(true);
  });

  it('general query joins the names and carries phone and company in the body text', () => {
    const body = generalQueryBody({ ...contact, firstName: 'Ann', lastName: 'Lee', inquiry: 'Hello' });
    expect(body).toMatchObject({ Name: 'Ann Lee', comments: 'Hello', EmailBody: 'Phone: 7025550142\nCompany: Ann AV' });
    expect(dealerSignUpRequest.safeParse(body).success).toBe(true);
  });

  it('newsletter sends a blank name as null', () => {
    expect(newsletterBody({ name: '  ', email: 'ann@example.com' })).toEqual({ Name: null, Email: 'ann@example.com' });
    expect(newsletterSignupRequest.safeParse(newsletterBody({ name: '', email: 'ann@example.com' })).success).toBe(
      true,
    );
  });

  it('a kit inquiry names the kit’s skus and the finder page that put it together', () => {
    const body = productInquiryBody(
      { ...contact, firstName: 'Ann', lastName: 'Lee', question: 'Lead time?', newsletter: '' },
      { sku: 'HD-1 + 4 × HD-2', title: 'Kit: 1x4 HDMI splitter', url: '/finder?source=HDMI&displays=4' },
      'https://www.example-av.com',
    );
    expect(body).toMatchObject({
      SKU: 'HD-1 + 4 × HD-2',
      Title: 'Kit: 1x4 HDMI splitter',
      URL: 'https://www.example-av.com/finder?source=HDMI&displays=4',
    });
  });

  it('product inquiry names the product and its page, and sends the opt-in as chosen', () => {
    const body = productInquiryBody(
      { ...contact, firstName: 'Ann', lastName: 'Lee', question: 'HDCP 2.3?', newsletter: '' },
      { sku: 'HD-1', title: 'HDMI switch' },
      'https://www.example-av.com',
    );
    expect(body).toMatchObject({
      SKU: 'HD-1',
      Title: 'HDMI switch',
      URL: 'https://www.example-av.com/item/HD-1',
      Name: 'Ann Lee',
      EnquiryText: 'HDCP 2.3?',
      NewsletterSubscribe: false,
    });
    expect(productEnquiryRequest.safeParse(body).success).toBe(true);
  });
});
