import { z } from 'zod';

const claims = z.object({ email: z.string() });
const sessionClaims = z.object({ name: z.string().max(200), imp: z.string().max(200).optional() });

/** The payload of a JWT, or undefined when it is not one. */
function payloadOf(token: string): unknown {
  const payload = token.split('.')[1] ?? '';
  try {
    return JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
  } catch {
    return undefined;
  }
}

/**
 * The email claim of a session token (orders are sent with it). The token is only decoded, not
 * verified: the server checks it on every call.
 */
export function emailOfToken(token: string): string {
  const parsed = claims.safeParse(payloadOf(token));
  return parsed.success ? parsed.data.email : '';
}

/** Who is signed in as whom, when a staff user impersonates an account (the token's `imp` claim). */
export interface Impersonation {
  staff: string;
  userName: string;
}

export function impersonationOfToken(token: string): Impersonation | undefined {
  const parsed = sessionClaims.safeParse(payloadOf(token));
  if (!parsed.success || !parsed.data.imp) return undefined;
  return { staff: parsed.data.imp, userName: parsed.data.name };
}
