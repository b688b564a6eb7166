import type { ClientDirective } from 'astro';
import { hasStoredToken, SIGNED_IN_EVENT } from '../features/auth/session-flag.ts';

/**
 * `client:signed-in`: hydrates an island only when a session token is stored, so anonymous
 * visitors never load its code. An island on a page where the visitor signs in (or signs in in
 * another tab) hydrates at that moment.
 */
const signedInDirective: ClientDirective = (load, _options, el) => {
  const hydrate = async () => {
    window.removeEventListener('storage', check);
    window.removeEventListener(SIGNED_IN_EVENT, check);
    await (
      await load()
    )();
  };
  function check() {
    if (hasStoredToken() && el.isConnected) void hydrate();
  }
  if (hasStoredToken()) {
    void hydrate();
    return;
  }
  window.addEventListener('storage', check);
  window.addEventListener(SIGNED_IN_EVENT, check);
};

export default signedInDirective;
