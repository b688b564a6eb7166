import type { UserInfo } from '../../src/api/session.ts';

type AddressFields = Pick<
  UserInfo,
  | 'Company'
  | 'Address'
  | 'Address2'
  | 'City'
  | 'State'
  | 'Zip'
  | 'Country'
  | 'ShipCompany'
  | 'ShipAddress'
  | 'ShipAddress2'
  | 'ShipCity'
  | 'ShipState'
  | 'ShipZip'
  | 'ShipCountry'
>;

/** Bill-to and ship-to of an order, written once from the account's profile when it is placed. */
export interface OrderHeader {
  cardName: string;
  billAddress: string;
  shipAddress: string;
}

const join = (...parts: Array<string | null>) => parts.filter((part) => part && part.trim()).join(', ');

export function orderHeaderFor(profile: AddressFields): OrderHeader {
  return {
    cardName: profile.Company,
    billAddress: join(
      profile.Address,
      profile.Address2,
      profile.City,
      `${profile.State} ${profile.Zip}`.trim(),
      profile.Country,
    ),
    shipAddress: join(
      profile.ShipCompany,
      profile.ShipAddress,
      profile.ShipAddress2,
      profile.ShipCity,
      `${profile.ShipState} ${profile.ShipZip}`.trim(),
      profile.ShipCountry,
    ),
  };
}
