/**
 * Roles in a company account and what each may use. The server refuses every call a role may not
 * make; the storefront shows only what the role may use.
 */
export const companyRoles = ['admin', 'buyer', 'viewer'] as const;
export type CompanyRole = (typeof companyRoles)[number];

export const roleLabels: Record<CompanyRole, string> = { admin: 'Admin', buyer: 'Buyer', viewer: 'Viewer' };

/** What a role may use beyond prices, stock, documents and the company's history, which every role sees. */
export type Capability = 'order' | 'lists' | 'quotes' | 'members' | 'approvals' | 'account-changes';

const allowed: Record<Capability, readonly CompanyRole[]> = {
  // The cart, quick order, order placement and notes on order lines.
  order: ['admin', 'buyer'],
  lists: ['admin', 'buyer'],
  quotes: ['admin', 'buyer'],
  // Members and their spending limits.
  members: ['admin'],
  // Deciding buyers' orders over their limits.
  approvals: ['admin'],
  'account-changes': ['admin'],
};

export const capabilities = Object.keys(allowed) as Capability[];

export function mayUse(role: CompanyRole, capability: Capability): boolean {
  return allowed[capability].includes(role);
}

/**
 * What a login may use by its role; a session without one (a host before company accounts) is
 * its own company's admin.
 */
export function capabilitiesOf(role: CompanyRole | undefined): Capability[] {
  return capabilities.filter((capability) => mayUse(role ?? 'admin', capability));
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
