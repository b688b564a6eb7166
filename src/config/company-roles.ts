/**
 * Roles in a company account and what each may use. The server refuses every call a role may not
 * make; the storefront shows only what the role may use.
 */
export const companyRoles = ['admin', 'buyer', 'viewer'] as const;
export type CompanyRole = (typeof companyRoles)[number];

export const roleLabels: Record<CompanyRole, string> = { admin: 'Admin', buyer: 'Buyer', viewer: 'Viewer' };

/** What a role may use beyond prices, stock, documents and the company's history, which every role sees. */
export type Capability =
  | 'order'
  | 'lists'
  | 'shared-lists'
  | 'company-lists'
  | 'quotes'
  | 'company-quotes'
  | 'members'
  | 'read-members'
  | 'read-approvals'
  | 'approvals'
  | 'account-changes';

const allowed: Record<Capability, readonly CompanyRole[]> = {
  // The cart, quick order, order placement and notes on order lines.
  order: ['admin', 'buyer'],
  // Lists of one's own, and changing the lines of a list shared with the company.
  lists: ['admin', 'buyer'],
  // Reading the lists shared with the company.
  'shared-lists': ['admin', 'buyer', 'viewer'],
  // Renaming, deleting and sharing or unsharing a colleague's shared list.
  'company-lists': ['admin'],
  // Quote requests of one's own.
  quotes: ['admin', 'buyer'],
  // Every quote request of the company, with who asked.
  'company-quotes': ['admin'],
  // Inviting, changing and removing members, and their spending limits.
  members: ['admin'],
  // The members list, read only.
  'read-members': ['admin'],
  // The buyers' orders waiting for approval, read only.
  'read-approvals': ['admin'],
  // Deciding buyers' orders over their limits.
  approvals: ['admin'],
  'account-changes': ['admin'],
};

/** What staff signed in as any member of a company may also read: its members (and its approvals). */
const staffReads: readonly Capability[] = ['read-members', 'read-approvals'];

export const capabilities = Object.keys(allowed) as Capability[];

/** Whether `role` may use `capability`; `staff` when staff is signed in as the login (impersonation). */
export function mayUse(role: CompanyRole, capability: Capability, staff = false): boolean {
  return allowed[capability].includes(role) || (staff && staffReads.includes(capability));
}

/**
 * What a login may use by its role; a session without one (a host before company accounts) is
 * its own company's admin.
 */
export function capabilitiesOf(role: CompanyRole | undefined, staff = false): Capability[] {
  return capabilities.filter((capability) => mayUse(role ?? 'admin', capability, staff));
}

/** Who may rename, delete or share a saved list: its owner, and a company admin a list it sees. */
export function mayManageList(role: CompanyRole, own: boolean): boolean {
  return own || mayUse(role, 'company-lists');
}

/** How long an invitation link works: seven days, once. */
export const INVITATION_VALID_SECONDS = 7 * 24 * 60 * 60;

/** The page where an invited colleague sets a password; the token travels in the fragment (#token=…). */
export const INVITATION_PATH = '/account/invitation';

export const INVALID_INVITATION =
  'This invitation link is not valid or has expired. Please ask your company admin for a new one.';

/** The longest note a buyer sends with an order over a limit, and an admin's reason to decline one. */
export const APPROVAL_NOTE_MAX_LENGTH = 1000;

export const APPROVAL_NOTE_REQUIRED = 'Please tell your admin why you need this order';
export const DECLINE_REASON_REQUIRED = 'Please give the buyer a reason';
