import { capabilitiesOf, mayUse } from './company-roles.ts';

describe('company roles', () => {
  it('gives an admin everything (members and approvals included), a buyer ordering, lists and quotes, a viewer nothing beyond reading', () => {
    expect(capabilitiesOf('admin').sort()).toEqual([
      'account-changes',
      'approvals',
      'lists',
      'members',
      'order',
      'quotes',
    ]);
    expect(capabilitiesOf('buyer').sort()).toEqual(['lists', 'order', 'quotes']);
    expect(capabilitiesOf('viewer')).toEqual([]);
  });

  it('treats a login without a role as its own company admin', () => {
    expect(capabilitiesOf(undefined)).toEqual(capabilitiesOf('admin'));
    expect(mayUse('buyer', 'members')).toBe(false);
  });
});
