import { capabilitiesOf, mayManageList, mayUse } from './company-roles.ts';

describe('company roles', () => {
  it('gives an admin everything, a buyer ordering, its own lists and quotes, a viewer reading shared lists; admins alone decide approvals', () => {
    expect(capabilitiesOf('admin').sort()).toEqual([
      'account-changes',
      'approvals',
      'company-lists',
      'company-quotes',
      'lists',
      'members',
      'order',
      'quotes',
      'read-approvals',
      'read-members',
      'shared-lists',
    ]);
    expect(capabilitiesOf('buyer').sort()).toEqual(['lists', 'order', 'quotes', 'shared-lists']);
    expect(capabilitiesOf('viewer')).toEqual(['shared-lists']);
  });

  it('lets staff signed in as any member read the members and the approvals, and change nothing the role may not', () => {
    expect(capabilitiesOf('viewer', true).sort()).toEqual(['read-approvals', 'read-members', 'shared-lists']);
    expect(mayUse('buyer', 'members', true)).toBe(false);
    expect(mayUse('buyer', 'approvals', true)).toBe(false);
    expect(capabilitiesOf('admin', true)).toEqual(capabilitiesOf('admin'));
  });

  it('lets the owner, or an admin, rename, delete and share a list', () => {
    expect(mayManageList('buyer', true)).toBe(true);
    expect(mayManageList('buyer', false)).toBe(false);
    expect(mayManageList('admin', false)).toBe(true);
    expect(mayManageList('viewer', false)).toBe(false);
  });

  it('treats a login without a role as its own company admin', () => {
    expect(capabilitiesOf(undefined)).toEqual(capabilitiesOf('admin'));
    expect(mayUse('buyer', 'members')).toBe(false);
  });
});
