import type { UserInfo } from '../session.ts';
import type { CallSamples } from './sample.ts';

export const dealerInfo: UserInfo = {
  UserName: 'dealer',
  Company: 'Acme AV',
  Contact: '7025550100',
  Phone: '7025550101',
  Fax: null,
  Address: '1 Main St',
  Address2: null,
  City: 'Las Vegas',
  State: 'NV',
  Zip: '89101',
  Country: 'US',
  ShipCompany: 'Acme AV',
  ShipContact: 'Receiving',
  ShipAddress: '1 Main St',
  ShipAddress2: null,
  ShipCity: 'Las Vegas',
  ShipState: 'NV',
  ShipZip: '89101',
  ShipCountry: 'US',
  Account: 'C10023',
  AccountType: 'Dealer',
};

const loginResult = { token: 'aaa.bbb.ccc', userId: 3 };

export const sessionSamples: CallSamples<
  | 'Login'
  | 'Logout'
  | 'ParseProperties'
  | 'ImpersonateUser'
  | 'ChangePassword'
  | 'RequestPasswordReset'
  | 'ResetPassword'
  | 'ValidateCaptcha'
  | 'ReportNotFound'
  | 'PlacingOrder'
> = {
  Login: {
    request: { Email: 'dealer@example.com', Password: 'Demo1234' },
    response: loginResult,
    invalidRequest: { Email: 'dealer@example.com', Password: '' },
    invalidResponse: { token: '', userId: 3 },
  },
  Logout: {
    request: {},
    response: { status: 200 },
    invalidRequest: null,
    invalidResponse: { status: 401 },
  },
  ParseProperties: {
    request: { UserId: 3 },
    response: { ProfileSettings: [dealerInfo] },
    invalidRequest: { UserId: 'me' },
    invalidResponse: { ProfileSettings: [{ ...dealerInfo, AccountType: undefined }] },
  },
  ImpersonateUser: {
    request: { username: 'dealer' },
    response: loginResult,
    invalidRequest: {},
    invalidResponse: { userId: 3 },
  },
  ChangePassword: {
    request: { CurrentPassword: 'Demo1234', NewPassword: 'Better99', ConfirmPassword: 'Better99', UserId: 3 },
    response: { status: 200 },
    invalidRequest: { CurrentPassword: 'Demo1234', NewPassword: 'better99', ConfirmPassword: 'better99', UserId: 3 },
    invalidResponse: { status: 500 },
  },
  RequestPasswordReset: {
    request: { Login: 'dealer@example.com' },
    response: { status: 200 },
    invalidRequest: { Login: '  ' },
    invalidResponse: { status: 404 },
  },
  ResetPassword: {
    request: { Token: 'k3Jx9QpL0aZ', NewPassword: 'Better99', ConfirmPassword: 'Better99' },
    response: { status: 200 },
    invalidRequest: { Token: 'k3Jx9QpL0aZ', NewPassword: 'Better99', ConfirmPassword: 'Better98' },
    invalidResponse: { status: 400 },
  },
  ValidateCaptcha: {
    request: { captcha: 'token-for-submit' },
    response: true,
    invalidRequest: { captcha: '' },
  },
  ReportNotFound: {
    request: { URL: 'https://www.example.com/no-such-page' },
    response: { status: 200, id: 41 },
    invalidRequest: { url: '/no-such-page' },
    invalidResponse: { status: 200 },
  },
  PlacingOrder: {
    request: {
      Amount: '349.5 12',
      SKU: 'HD-EXT-4K HDMI-8K-2M',
      QTY: '2 1',
      Stock: '12 40',
      Subtitle: 'HDBaseT 2m',
      Title: 'Extender Cable',
      email: 'dealer@example.com',
      NewsletterSubscribe: false,
      order: {
        ...dealerInfo,
        Comments: 'Ship with the next delivery',
        Total: 711,
        orderedItems: [
          {
            id: 'HD-EXT-4K',
            title: '4K HDMI Extender',
            subtitle: 'HDBaseT',
            img: 'k.png',
            amount: 349.5,
            qty: 2,
            stock: 12,
          },
          { id: 'HDMI-8K-2M', title: '8K HDMI Cable', subtitle: '2 m', img: 'c.png', amount: 12, qty: 1, stock: 40 },
        ],
      },
    },
    response: { status: 200, id: 9, DocNum: 100231, Total: 711 },
    invalidRequest: {
      Amount: '',
      SKU: '',
      QTY: '',
      Stock: '',
      Subtitle: '',
      Title: '',
      email: 'dealer@example.com',
      NewsletterSubscribe: false,
      order: { Comments: '', Total: 0, orderedItems: [] },
    },
    invalidResponse: { status: 200, id: 9, DocNum: 'SO-1', Total: 711 },
  },
};
