import type { ClientDirective } from 'astro';
import { islandHydrated, islandPending } from '../features/auth/dealer-islands.ts';
import { hasStoredToken } from '../features/session/session-flag.ts';
import { whenSignedIn } from '../features/auth/when-signed-in.ts';

/**
 * `client:signed-in`: hydrates an island only when a session token is stored, so anonymous
 * visitors never load its code, and only once the page has shown its own content. An island on a
 * page where the visitor signs in (or signs in in another tab) hydrates at that moment.
 */
const signedInDirective: ClientDirective = (load, _options, el) => {
  // Marked only when it is sure to hydrate, so the header's count never waits in vain.
  if (hasStoredToken()) islandPending(el);
  whenSignedIn(
    () =>
      void load()
        .then((hydrate) => hydrate())
        .finally(() => islandHydrated(el)),
    () => el.isConnected,
  );
};

export default signedInDirective;
