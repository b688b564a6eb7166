import type { UserInfo } from '../api/session.ts';

/** A signed-in account's profile for component and store tests. */
export function profileOf(account = 'C1', accountType = 'Dealer'): UserInfo {
  return {
    UserName: 'dealer',
    Company: 'c',
    Contact: 'c',
    Phone: null,
    Fax: null,
    Address: 'a',
    Address2: null,
    City: 'c',
    State: 's',
    Zip: 'z',
    Country: 'US',
    ShipCompany: 'c',
    ShipContact: 'c',
    ShipAddress: 'a',
    ShipAddress2: null,
    ShipCity: 'c',
    ShipState: 's',
    ShipZip: 'z',
    ShipCountry: 'US',
    AccountType: accountType,
    Account: account,
  };
}

/** Leaves a session in browser storage as signing in does, for islands imported after it. */
export function storeSession(token: string, userInfo: UserInfo): void {
  localStorage.setItem('av:token:v1', token);
  localStorage.setItem(
    'av:auth:v1',
    JSON.stringify({ isAuthenticated: true, user: { userId: 1 }, userInfo, userLoading: false, userError: null }),
  );
}
