import { describe, expect, it } from 'vitest';
import type { UserInfo } from '../../api/session.ts';
import { schemaMessages } from '../forms/schema-messages.test-support.ts';
import { accountFormOf, accountInfoForm, type AccountForm } from './account-info-form.ts';

const validateAccountForm = (form: AccountForm) => schemaMessages(accountInfoForm, form);

const info: UserInfo = {
  UserName: 'dealer',
  Company: 'Summit AV Integration',
  Contact: 'Megan Alvarez',
  Phone: '3035550142',
  Fax: null,
  Address: '1480 Wynkoop Street',
  Address2: 'Suite 300',
  City: 'Denver',
  State: 'CO',
  Zip: '80202',
  Country: 'United States',
  ShipCompany: 'Summit AV Integration',
  ShipContact: 'Megan Alvarez',
  ShipAddress: '1480 Wynkoop Street',
  ShipAddress2: null,
  ShipCity: 'Denver',
  ShipState: 'CO',
  ShipZip: '80202',
  ShipCountry: 'United States',
  Account: 'C10001',
  AccountType: 'Dealer',
};

describe('account information form', () => {
  it('accepts the profile as it is', () => {
    expect(validateAccountForm(accountFormOf(info))).toEqual({});
  });

  it('gives each rule its message', () => {
    const form = {
      ...accountFormOf(info),
      company: ' ',
      website: 'not a site',
      contactNumber: '303555',
      phone: '12',
      city: '',
      shipPostal: '',
      shipContact: '',
    };
    expect(validateAccountForm(form)).toEqual({
      company: 'Company is required',
      website: 'Please enter a valid URL',
      contactNumber: 'Contact number must have 10 numbers',
      phone: 'Phone number must have 10 numbers',
      city: 'City is required',
      shipPostal: 'Postal is required',
      shipContact: 'Contact is required',
    });
  });

  it('takes a website with or without its scheme and leaves the optional phone empty', () => {
    const form = { ...accountFormOf(info), website: 'www.summit-av.com', phone: '' };
    expect(validateAccountForm(form)).toEqual({});
    expect(validateAccountForm({ ...form, website: 'https://summit-av.com/dealers' })).toEqual({});
  });
});
