import { useState } from 'react';
import { impersonate } from './login.store.ts';
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

/** /imp/{userName}: staff sign in as the named user. */
export default function ImpersonatePage() {
  const [userName] = useState(() => userNameFromPath(window.location.pathname));
  const [busy, setBusy] = useState(false);

  async function logIn() {
    setBusy(true);
    await impersonate(userName);
    setBusy(false);
  }

  return (
    <section className="impersonate">
      <h1>Hi {userName}</h1>
      <p>You are logging in as an impersonate user.</p>
      <button type="button" className="button" disabled={busy || !userName} onClick={() => void logIn()}>
        Log In
      </button>
    </section>
  );
}
