import type { UserInfo } from '../../api/session.ts';
import type { AccountForm } from '../../api/account-change.ts';

export { accountChangeRequest as accountInfoForm } from '../../api/account-change.ts';
export type { AccountField, AccountForm } from '../../api/account-change.ts';

/** The form as the profile fills it: the contact number is the account's phone, the other its fax. */
export function accountFormOf(info: UserInfo): AccountForm {
  return {
    company: info.Company,
    contactName: info.Contact,
    website: '',
    contactNumber: info.Phone ?? '',
    phone: info.Fax ?? '',
    address: info.Address,
    city: info.City,
    state: info.State,
    postal: info.Zip,
    country: info.Country,
    shipCompany: info.ShipCompany,
    shipContact: info.ShipContact,
    shipAddress: info.ShipAddress,
    shipCity: info.ShipCity,
    shipState: info.ShipState,
    shipPostal: info.ShipZip,
    shipCountry: info.ShipCountry,
  };
}
