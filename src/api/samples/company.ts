import type { CallSamples } from './sample.ts';

const owner = {
  MemberId: 2,
  UserName: 'dealer',
  Email: 'dealer@example.com',
  Role: 'admin' as const,
  Status: 'active' as const,
  Owner: true,
  OrderLimit: null,
  MonthLimit: null,
};
const buyer = {
  MemberId: 31,
  UserName: 'jane',
  Email: 'jane@dealer.example',
  Role: 'buyer' as const,
  Status: 'invited' as const,
  Owner: false,
  OrderLimit: 500,
  MonthLimit: 2000,
};
const members = { members: [owner, buyer] };

export const companySamples: CallSamples<
  | 'GetCompanyMembers'
  | 'InviteMember'
  | 'SetMemberRole'
  | 'SetMemberStatus'
  | 'SetMemberLimits'
  | 'RemoveMember'
  | 'AcceptInvitation'
> = {
  GetCompanyMembers: {
    request: {},
    response: members,
    invalidRequest: null,
    invalidResponse: { members: [{ ...buyer, Role: 'owner' }] },
  },
  InviteMember: {
    request: { UserName: 'jane', Email: 'jane@dealer.example', Role: 'buyer' },
    response: members,
    invalidRequest: { UserName: 'jane', Email: 'jane', Role: 'buyer' },
    invalidResponse: { members: null },
  },
  SetMemberRole: {
    request: { MemberId: 31, Role: 'viewer' },
    response: members,
    invalidRequest: { MemberId: 31, Role: 'owner' },
    invalidResponse: { members: [{ ...buyer, Status: 'gone' }] },
  },
  SetMemberStatus: {
    request: { MemberId: 31, Disabled: true },
    response: members,
    invalidRequest: { MemberId: 31, Disabled: 'yes' },
    invalidResponse: { members: [{ ...buyer, Owner: 'no' }] },
  },
  SetMemberLimits: {
    request: { MemberId: 31, OrderLimit: 500, MonthLimit: null },
    response: members,
    invalidRequest: { MemberId: 31, OrderLimit: -1, MonthLimit: null },
    invalidResponse: { members: [{ ...buyer, OrderLimit: '500' }] },
  },
  RemoveMember: {
    request: { MemberId: 31 },
    response: { members: [owner] },
    invalidRequest: { MemberId: 'jane' },
    invalidResponse: { members: [{ ...owner, MemberId: '2' }] },
  },
  AcceptInvitation: {
    request: { Token: 'a'.repeat(43), NewPassword: 'Fresh2026', ConfirmPassword: 'Fresh2026' },
    response: { status: 200 },
    invalidRequest: { Token: 'a'.repeat(43), NewPassword: 'Fresh2026', ConfirmPassword: 'Other2026' },
    invalidResponse: { status: 'ok' },
  },
};
