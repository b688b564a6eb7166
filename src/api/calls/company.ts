import { statusAck } from '../ack.ts';
import {
  inviteMemberRequest,
  memberIdRequest,
  memberLimitsRequest,
  memberRoleRequest,
  membersRequest,
  membersResponse,
  memberStatusRequest,
} from '../company.ts';
import { defineCall } from '../define-call.ts';
import { acceptInvitationRequest } from '../session.ts';

/** The company's members: read and changed by its admins only; another company's member id answers 404. */

export const GetCompanyMembers = defineCall({
  name: 'GetCompanyMembers',
  method: 'POST',
  path: '/api/Company/GetCompanyMembers',
  auth: 'bearer',
  request: membersRequest,
  response: membersResponse,
});
/** Mails the colleague a single-use link, valid 7 days, that sets their password. */
export const InviteMember = defineCall({
  name: 'InviteMember',
  method: 'POST',
  path: '/api/Company/InviteMember',
  auth: 'bearer',
  request: inviteMemberRequest,
  response: membersResponse,
});
export const SetMemberRole = defineCall({
  name: 'SetMemberRole',
  method: 'POST',
  path: '/api/Company/SetMemberRole',
  auth: 'bearer',
  request: memberRoleRequest,
  response: membersResponse,
});
export const SetMemberStatus = defineCall({
  name: 'SetMemberStatus',
  method: 'POST',
  path: '/api/Company/SetMemberStatus',
  auth: 'bearer',
  request: memberStatusRequest,
  response: membersResponse,
});
export const RemoveMember = defineCall({
  name: 'RemoveMember',
  method: 'POST',
  path: '/api/Company/RemoveMember',
  auth: 'bearer',
  request: memberIdRequest,
  response: membersResponse,
});
/** A member's spending limits per order and per calendar month (null: no limit). */
export const SetMemberLimits = defineCall({
  name: 'SetMemberLimits',
  method: 'POST',
  path: '/api/Company/SetMemberLimits',
  auth: 'bearer',
  request: memberLimitsRequest,
  response: membersResponse,
});
/** Sets the invited colleague's password with the invitation link's token; the link is spent. */
export const AcceptInvitation = defineCall({
  name: 'AcceptInvitation',
  method: 'POST',
  path: '/api/Company/AcceptInvitation',
  auth: 'none',
  request: acceptInvitationRequest,
  response: statusAck,
});
