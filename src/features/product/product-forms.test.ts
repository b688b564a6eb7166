import { describe, expect, it } from 'vitest';
import { faqBody, faqForm } from './faq/faq-form.ts';
import { inquiryBody, inquiryForm } from './inquiry/inquiry-form.ts';
import { schemaMessages as fieldErrors } from '../forms/schema-messages.test-support.ts';
import { filterEmailInput } from './product-form.ts';

const emptyFaq = { name: '', email: '', question: '', newsletter: true };
const emptyInquiry = {
  firstName: '',
  lastName: '',
  company: '',
  phone: '',
  email: '',
  question: '',
  newsletter: true,
};

describe('ask-a-question form', () => {
  it('names each missing or wrong field with the spec message', () => {
    expect(fieldErrors(faqForm, { ...emptyFaq, question: '   ' })).toEqual({
      name: 'Please enter your name',
      email: 'Please enter a valid email',
      question: 'Please enter your question',
    });
    expect(fieldErrors(faqForm, { ...emptyFaq, name: 'Jo', email: 'jo@acme.example', question: 'Rack kit?' })).toEqual(
      {},
    );
  });

  it('posts the question as the answer too, with fkpid 0 and kpro true', () => {
    const fields = { name: ' Jo ', email: 'jo@acme.example', question: ' Rack kit? ', newsletter: true };
    expect(faqBody(fields, 'HD-EXT-4K')).toEqual({
      question: 'Rack kit?',
      answer: 'Rack kit?',
      fkpid: 0,
      email: 'jo@acme.example',
      name: 'Jo',
      sku: 'HD-EXT-4K',
      kpro: true,
    });
  });
});

describe('product inquiry form', () => {
  it('enforces only first name, email and question', () => {
    expect(fieldErrors(inquiryForm, { ...emptyInquiry, phone: '12' })).toEqual({
      firstName: 'First name is required',
      email: 'Please enter a valid email',
      question: 'Please enter your question',
    });
  });

  it('joins the names and keeps company and phone with the question', () => {
    const product = { sku: 'HD-EXT-4K', title: 'HDMI Extender', url: 'https://www.example-av.com/item/HD-EXT-4K' };
    const fields = {
      ...emptyInquiry,
      firstName: 'Jo',
      lastName: 'Lee',
      email: 'jo@acme.example',
      question: 'Lead time?',
    };
    expect(inquiryBody(fields, product)).toEqual({
      SKU: 'HD-EXT-4K',
      URL: product.url,
      Title: 'HDMI Extender',
      Name: 'Jo Lee',
      email: 'jo@acme.example',
      EnquiryText: 'Lead time?',
      NewsletterSubscribe: true,
    });
    const withContact = inquiryBody({ ...fields, company: 'Acme AV', phone: '7025550100' }, product);
    expect(withContact.EnquiryText).toBe('Lead time?\n\nCompany: Acme AV\nPhone: 7025550100');
  });
});

describe('email typing filter', () => {
  it('drops characters an address cannot hold and bounds the length', () => {
    expect(filterEmailInput('jo lee@acme,example.com ')).toBe('jolee@acmeexample.com');
    expect(filterEmailInput('first.last+tag@acme-av.example')).toBe('first.last+tag@acme-av.example');
    expect(filterEmailInput('a'.repeat(400))).toHaveLength(254);
  });
});
