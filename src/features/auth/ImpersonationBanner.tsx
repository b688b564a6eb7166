import { useStore } from '@nanostores/react';
import { useIsClient } from '../session/use-client.ts';
import { impersonationOfToken } from './claims.ts';
import { $token } from './token.store.ts';
import './impersonation-banner.css';

/**
 * A bar across the top of every page while a staff user is signed in as a customer, so nobody
 * mistakes the session (or the orders placed in it) for the customer's own.
 */
export default function ImpersonationBanner() {
  const isClient = useIsClient();
  const token = useStore($token);
  const session = isClient ? impersonationOfToken(token) : undefined;
  if (!session) return null;
  return (
    <div className="impersonation-banner" role="status">
      <strong>Staff session:</strong> you ({session.staff}) are signed in as <strong>{session.userName}</strong>. Orders
      you place are recorded as placed by you. <a href="/logout">End session</a>
    </div>
  );
}
