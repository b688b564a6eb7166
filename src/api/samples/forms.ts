import type { CallSamples } from './sample.ts';

const ack = { status: 200 as const, id: 1 };
const notAck = { status: 'ok' };
const enquiry = {
  SKU: 'HD-EXT-4K',
  URL: 'https://www.example.com/item/HD-EXT-4K',
  Title: '4K HDMI Extender',
  Name: 'Jane Doe',
  email: 'jane@example.com',
  EnquiryText: 'Does it support HDR10?',
  NewsletterSubscribe: false,
};

export const formSamples: CallSamples<
  | 'DealerSignUp'
  | 'NewsLetterSignup'
  | 'PressEnquiry'
  | 'SalesEnquiry'
  | 'TechSupport'
  | 'DemoForm'
  | 'PostFAQ'
  | 'ProductEnquiry'
  | 'ProductEnquiryMail'
  | 'RegisterDealer'
> = {
  DealerSignUp: {
    request: {
      Subject: 'General query',
      UserEmail: 'jane@example.com',
      EmailBody: 'Phone: 7025550100',
      NewsletterSubscribe: true,
      Name: 'Jane Doe',
      email: 'jane@example.com',
      comments: 'Do you ship to Canada?',
    },
    response: ack,
    invalidRequest: { Name: 'Jane Doe', email: 'jane@', comments: 'Hi', NewsletterSubscribe: true },
    invalidResponse: notAck,
  },
  NewsLetterSignup: {
    request: { Name: null, Email: 'jane@example.com' },
    response: ack,
    invalidRequest: { Name: 'Jane', Email: '' },
    invalidResponse: notAck,
  },
  PressEnquiry: {
    request: {
      Subject: 'Press',
      UserEmail: 'press@news.example',
      EmailBody: 'Interview',
      NewsletterSubscribe: true,
      Company: 'AV News',
      Name: 'Sam',
      Phone: '7025550100',
      Question: 'Interview request',
    },
    response: ack,
    invalidRequest: {
      UserEmail: 'press@news.example',
      NewsletterSubscribe: true,
      Company: 'AV News',
      Name: 'Sam',
      Phone: '555',
      Question: 'Hi',
    },
    invalidResponse: notAck,
  },
  SalesEnquiry: {
    request: {
      company: 'Acme AV',
      site: 'www.acme.example',
      phone: '7025550100',
      firstName: 'Jane',
      lastName: 'Doe',
      email: 'jane@acme.example',
      country: 'US',
      comments: '',
      referredBy: 'Dealer',
      clientType: 'Dealer',
      NewsletterSubscribe: true,
    },
    response: ack,
    invalidRequest: {
      company: 'Acme AV',
      site: 'not a site',
      phone: '7025550100',
      firstName: 'Jane',
      lastName: 'Doe',
      email: 'jane@acme.example',
      country: 'US',
      NewsletterSubscribe: true,
    },
    invalidResponse: notAck,
  },
  TechSupport: {
    request: {
      name: 'Jane Doe',
      job: 'Installer',
      company: 'Acme AV',
      email: 'jane@acme.example',
      phone: '7025550100',
      extension: '12',
      address: '1 Main St',
      country: 'US',
      state: 'NV',
      city: 'Las Vegas',
      postal: '89101',
      mpn: 'HD-EXT-4K',
      serial: '812345000017',
      comment: 'No picture',
      role: 'Reseller',
      NewsletterSubscribe: true,
    },
    response: ack,
    invalidRequest: {
      name: 'Jane Doe',
      email: 'jane@acme.example',
      phone: '7025550100',
      mpn: '',
      comment: 'No picture',
      NewsletterSubscribe: true,
    },
    invalidResponse: notAck,
  },
  DemoForm: {
    request: { name: 'Jane Doe', email: 'jane@acme.example', phone: '70255501#', comments: '' },
    response: ack,
    invalidRequest: { name: 'Jane Doe', email: 'jane@acme.example', phone: '702-555-0100', comments: '' },
    invalidResponse: notAck,
  },
  PostFAQ: {
    request: {
      question: 'Is it TAA compliant?',
      answer: 'Is it TAA compliant?',
      fkpid: 0,
      email: 'jane@acme.example',
      name: 'Jane',
      sku: 'HD-EXT-4K',
      kpro: true,
    },
    response: ack,
    invalidRequest: {
      question: 'Is it?',
      answer: 'Is it?',
      fkpid: 0,
      email: 'jane@acme.example',
      name: '',
      sku: '',
      kpro: true,
    },
    invalidResponse: notAck,
  },
  ProductEnquiry: {
    request: enquiry,
    response: ack,
    invalidRequest: { ...enquiry, EnquiryText: ' ' },
    invalidResponse: notAck,
  },
  ProductEnquiryMail: {
    request: enquiry,
    response: ack,
    invalidRequest: { ...enquiry, email: 'jane.example.com' },
    invalidResponse: notAck,
  },
  RegisterDealer: {
    request: {
      name: 'Jane Doe',
      email: 'jane@acme.example',
      phone: '7025550100',
      company: 'Acme AV',
      usertype: 'av_technician',
      Bcountry: 'US',
      Bcity: 'Las Vegas',
      Bpostal: '89101',
      Baddress: '1 Main St',
      Scountry: 'US',
      Scity: 'Las Vegas',
      Spostal: '89101',
      Saddress: '1 Main St',
    },
    response: ack,
    invalidRequest: { name: 'Jane Doe', email: 'jane@acme.example', usertype: 'reseller' },
    invalidResponse: notAck,
  },
};
