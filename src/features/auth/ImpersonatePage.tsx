import { useState } from 'react';
import { impersonate, type ImpersonationResult } from './login.store.ts';
import './auth.css';

/** The user name of /imp/{userName}. */
function userNameFromPath(pathname: string): string {
  const segment = /^\/imp\/([^/]+)/.exec(pathname)?.[1] ?? '';
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** /imp/{userName}: staff sign in as the named user; anyone else is told it is for staff. */
export default function ImpersonatePage() {
  const [userName] = useState(() => userNameFromPath(window.location.pathname));
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ImpersonationResult | null>(null);

  async function logIn() {
    setBusy(true);
    setResult(await impersonate(userName));
    setBusy(false);
  }

  return (
    <section className="impersonate">
      <h1>Hi {userName}</h1>
      <p>You are logging in as an impersonate user.</p>
      <button type="button" className="button" disabled={busy || !userName} onClick={() => void logIn()}>
        Log In
      </button>
      {result === 'not-staff' && (
        <p className="impersonate__refusal" role="alert">
          Impersonation is for staff only. Sign in with a staff account to log in as {userName}.
        </p>
      )}
    </section>
  );
}
