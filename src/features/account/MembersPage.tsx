import { lazy, Suspense, useState } from 'react';
import type { CompanyMember } from '../../api/company.ts';
import { companyRoles, roleLabels, type CompanyRole } from '../../config/company-roles.ts';
import { userMay } from '../session/may-use.ts';
import { limitsText } from '../../domain/spending-limits.ts';
import { AccountView } from './AccountView.tsx';
import { Loader } from './Loader.tsx';
import { fetchMembers, removeMember, setMemberDisabled, setMemberRole } from './members.api.ts';
import { ScrollTable } from './ScrollTable.tsx';
import './members.css';

const columns = ['User name', 'Email', 'Role', 'Status', 'Spending limits', 'Actions'] as const;
const statusLabels = { invited: 'Invited', active: 'Active', disabled: 'Disabled' } as const;
export const MEMBER_CHANGE_FAILED = 'The change was not saved. Please try again.';

type Members = CompanyMember[];

const InviteMemberForm = lazy(() => import('./InviteMemberForm.tsx'));
const MemberLimitsForm = lazy(() => import('./MemberLimitsForm.tsx'));

interface RowProps {
  member: CompanyMember;
  change: (work: () => Promise<Members>) => void;
  editLimits: (memberId: number) => void;
  /** Read only: staff signed in as a member whose role may not manage members. */
  readOnly: boolean;
}

/**
 * One member's row: the owner stays an admin without limits; others' role, spending limits, access
 * and membership can change.
 */
function MemberRow({ member, change, editLimits, readOnly }: RowProps) {
  const { MemberId: id, UserName: name } = member;
  return (
    <tr>
      <td>{name}</td>
      <td>{member.Email}</td>
      <td>
        {member.Owner || readOnly ? (
          roleLabels[member.Role]
        ) : (
          <select
            aria-label={`Role of ${name}`}
            value={member.Role}
            onChange={(event) => change(() => setMemberRole(id, event.target.value as CompanyRole))}
          >
            {companyRoles.map((role) => (
              <option key={role} value={role}>
                {roleLabels[role]}
              </option>
            ))}
          </select>
        )}
      </td>
      <td>{member.Owner ? 'Owner' : statusLabels[member.Status]}</td>
      <td>
        {!member.Owner && (
          <div className="members__limits">
            <span>{limitsText({ perOrder: member.OrderLimit, perMonth: member.MonthLimit })}</span>
            {!readOnly && (
              <button type="button" className="button button--ghost" onClick={() => editLimits(id)}>
                Set limits<span className="visually-hidden"> of {name}</span>
              </button>
            )}
          </div>
        )}
      </td>
      <td>
        {!member.Owner && !readOnly && (
          <div className="members__actions">
            <button
              type="button"
              className="button button--ghost"
              onClick={() => change(() => setMemberDisabled(id, member.Status !== 'disabled'))}
            >
              {member.Status === 'disabled' ? 'Enable' : 'Disable'}
              <span className="visually-hidden"> {name}</span>
            </button>
            <button
              type="button"
              className="button button--ghost"
              onClick={() => {
                if (window.confirm(`Remove ${name} from your company? Their sign-in stops working.`)) {
                  change(() => removeMember(id));
                }
              }}
            >
              Remove<span className="visually-hidden"> {name}</span>
            </button>
          </div>
        )}
      </td>
    </tr>
  );
}

interface TableProps {
  members: Members;
  setMembers: (members: Members) => void;
  readOnly: boolean;
}

function MembersTable({ members, setMembers, readOnly }: TableProps) {
  const [failed, setFailed] = useState(false);
  const [inviting, setInviting] = useState(false);
  const [limitsOf, setLimitsOf] = useState<number | null>(null);
  const limited = members.find((member) => member.MemberId === limitsOf);
  const change = (work: () => Promise<Members>) => {
    setFailed(false);
    work().then(setMembers, (error: unknown) => {
      console.error(new Error('The member was not changed', { cause: error }));
      setFailed(true);
    });
  };
  return (
    <>
      <ScrollTable label="Members" columns={columns} rowCount={members.length}>
        {members.map((member) => (
          <MemberRow
            key={member.MemberId}
            member={member}
            change={change}
            editLimits={setLimitsOf}
            readOnly={readOnly}
          />
        ))}
      </ScrollTable>
      {failed && <p role="alert">{MEMBER_CHANGE_FAILED}</p>}
      {limited && !readOnly && (
        <Suspense fallback={<Loader />}>
          <MemberLimitsForm key={limited.MemberId} member={limited} onSaved={setMembers} />
        </Suspense>
      )}
      {readOnly ? (
        <p>Staff view: read only. Members are managed by the company&rsquo;s admins.</p>
      ) : inviting ? (
        <Suspense fallback={<Loader />}>
          <InviteMemberForm onInvited={setMembers} />
        </Suspense>
      ) : (
        <button type="button" className="button" onClick={() => setInviting(true)}>
          Invite a colleague
        </button>
      )}
    </>
  );
}

/**
 * /account/members: the company's logins and their roles, managed by its admins; staff signed in as
 * any member reads them (what waits for the company's approval belongs beside them).
 */
export default function MembersPage() {
  return (
    <AccountView
      title="Members"
      intro="Colleagues who sign in to your company's account. Admins manage members; Buyers order; Viewers see prices, stock and history."
      load={fetchMembers}
    >
      {(members, setMembers, info) => (
        <MembersTable members={members} setMembers={setMembers} readOnly={!userMay(info, 'members')} />
      )}
    </AccountView>
  );
}
