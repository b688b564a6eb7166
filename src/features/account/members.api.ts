import {
  GetCompanyMembers,
  InviteMember,
  RemoveMember,
  SetMemberLimits,
  SetMemberRole,
  SetMemberStatus,
} from '../../api/calls/company.ts';
import type { CompanyMember, InviteMemberRequest } from '../../api/company.ts';
import type { CompanyRole } from '../../config/company-roles.ts';
import { api } from '../session/api.ts';

/** The Members page's calls; each answers the company's members as they now are. */

const membersOf = async (answer: Promise<{ members: CompanyMember[] }>) => (await answer).members;

export const fetchMembers = () => membersOf(api.call(GetCompanyMembers, {}));
export const inviteMember = (invite: InviteMemberRequest) => membersOf(api.call(InviteMember, invite));
export const setMemberRole = (MemberId: number, Role: CompanyRole) =>
  membersOf(api.call(SetMemberRole, { MemberId, Role }));
export const setMemberDisabled = (MemberId: number, Disabled: boolean) =>
  membersOf(api.call(SetMemberStatus, { MemberId, Disabled }));
export const removeMember = (MemberId: number) => membersOf(api.call(RemoveMember, { MemberId }));
export const setMemberLimits = (MemberId: number, limits: { OrderLimit: number | null; MonthLimit: number | null }) =>
  membersOf(api.call(SetMemberLimits, { MemberId, ...limits }));
