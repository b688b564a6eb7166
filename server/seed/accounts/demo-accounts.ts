import type { UserInfo } from '../../../src/api/session.ts';

/** The password of every demo account. */
export const DEMO_PASSWORD = 'Demo1234';

/** A demo account and how much order history it gets. */
export interface DemoAccount {
  userName: string;
  accountType: string;
  canImpersonate: boolean;
  openOrders: number;
  closedOrders: number;
  /** Warehouses its orders ship from, the first being the usual one. */
  warehouses: readonly string[];
  /** ProfileSettings apart from UserName and AccountType. */
  profile: Omit<UserInfo, 'UserName' | 'AccountType'>;
}

type Address = Pick<UserInfo, 'Address' | 'Address2' | 'City' | 'State' | 'Zip' | 'Country'>;

/** The same company at the same place for billing and shipping, as most dealers are set up. */
function sameAddress(company: string, contact: string, address: Address) {
  return {
    Company: company,
    Contact: contact,
    ...address,
    ShipCompany: company,
    ShipContact: contact,
    ShipAddress: address.Address,
    ShipAddress2: address.Address2,
    ShipCity: address.City,
    ShipState: address.State,
    ShipZip: address.Zip,
    ShipCountry: address.Country,
  };
}

export const demoAccounts: readonly DemoAccount[] = [
  {
    userName: 'dealer',
    accountType: 'Dealer',
    canImpersonate: false,
    openOrders: 24,
    closedOrders: 45,
    warehouses: ['US'],
    profile: {
      ...sameAddress('Summit AV Integration', 'Megan Alvarez', {
        Address: '1480 Wynkoop Street',
        Address2: 'Suite 300',
        City: 'Denver',
        State: 'CO',
        Zip: '80202',
        Country: 'United States',
      }),
      Phone: '3035550142',
      Fax: '3035550143',
      Account: 'C10023',
    },
  },
  {
    userName: 'distributor',
    accountType: 'Distributor',
    canImpersonate: false,
    openOrders: 9,
    closedOrders: 22,
    warehouses: ['US'],
    profile: {
      Company: 'Pacific Signal Distribution',
      Contact: 'Daniel Okafor',
      Phone: '5035550188',
      Fax: null,
      Address: '2200 NW Front Avenue',
      Address2: null,
      City: 'Portland',
      State: 'OR',
      Zip: '97209',
      Country: 'United States',
      ShipCompany: 'Pacific Signal Distribution - Warehouse',
      ShipContact: 'Receiving Dock',
      ShipAddress: '8750 NE Alderwood Road',
      ShipAddress2: 'Dock 4',
      ShipCity: 'Portland',
      ShipState: 'OR',
      ShipZip: '97220',
      ShipCountry: 'United States',
      Account: 'C10045',
    },
  },
  {
    userName: 'dealerint',
    accountType: 'DealerInt',
    canImpersonate: false,
    openOrders: 6,
    closedOrders: 14,
    warehouses: ['EU', 'US'],
    profile: {
      ...sameAddress('Rhein Medientechnik GmbH', 'Jonas Weber', {
        Address: 'Mediapark 8',
        Address2: null,
        City: 'Köln',
        State: 'NRW',
        Zip: '50670',
        Country: 'Germany',
      }),
      Phone: '4922155501',
      Fax: null,
      Account: 'C20011',
    },
  },
  {
    userName: 'distributorint',
    accountType: 'DistributorInt',
    canImpersonate: false,
    openOrders: 7,
    closedOrders: 16,
    warehouses: ['SZ', 'EU'],
    profile: {
      ...sameAddress('Southern Cross AV Pty Ltd', 'Olivia Tran', {
        Address: '41 Bourke Road',
        Address2: 'Unit 12',
        City: 'Alexandria',
        State: 'NSW',
        Zip: '2015',
        Country: 'Australia',
      }),
      Phone: '6129555012',
      Fax: '6129555013',
      Account: 'C20037',
    },
  },
  {
    userName: 'retail',
    accountType: 'Retail',
    canImpersonate: false,
    openOrders: 2,
    closedOrders: 5,
    warehouses: ['US'],
    profile: {
      ...sameAddress('Harbor Community Church', 'Samuel Price', {
        Address: '915 Harbor Boulevard',
        Address2: null,
        City: 'Oxnard',
        State: 'CA',
        Zip: '93035',
        Country: 'United States',
      }),
      Phone: '8055550177',
      Fax: null,
      Account: 'C30002',
    },
  },
  {
    userName: 'staff',
    accountType: 'Staff',
    canImpersonate: true,
    openOrders: 1,
    closedOrders: 3,
    warehouses: ['US'],
    profile: {
      ...sameAddress('AV Connect Inc. (Staff)', 'Customer Service', {
        Address: '6955 N Durango Drive',
        Address2: 'Suite 1115',
        City: 'Las Vegas',
        State: 'NV',
        Zip: '89149',
        Country: 'United States',
      }),
      Phone: '7025550100',
      Fax: null,
      Account: 'C00001',
    },
  },
];

export const demoEmail = (userName: string) => `${userName}@example.com`;
