import { accountFormOf } from '../../src/api/account-change.ts';
import { dealerInfo } from '../../src/api/samples/session.ts';
import { accountChangeMailText, changedFields } from './change-mail.ts';

const who = { account: 'C10001', userName: 'dealer' };
const profile = dealerInfo;

describe('account change mail', () => {
  it('says plainly when nothing changed, and lists every field as it stands', () => {
    const text = accountChangeMailText('Account change request', who, profile, accountFormOf(profile));
    expect(text).toContain('Changed: none (the details were sent as the account has them)');
    expect(text).toContain(`\nUnchanged:\ncompany: ${profile.Company}\n`);
  });

  it('counts spaces typed at the ends as no change, and an emptied field as one', () => {
    const request = { ...accountFormOf(profile), city: ` ${profile.City} `, shipCompany: '' };
    expect(changedFields(profile, request)).toEqual(['shipCompany']);
    expect(accountChangeMailText('Account change request', who, profile, request)).toContain(
      `Changed (1; account → requested):\nshipCompany: ${profile.ShipCompany} → -\n`,
    );
  });
});
