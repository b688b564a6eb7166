import type { ClientDirective } from 'astro';
import { whenSignedIn } from '../features/auth/when-signed-in.ts';

/**
 * `client:signed-in`: hydrates an island only when a session token is stored, so anonymous
 * visitors never load its code, and only once the page has shown its own content. An island on a
 * page where the visitor signs in (or signs in in another tab) hydrates at that moment.
 */
const signedInDirective: ClientDirective = (load, _options, el) => {
  whenSignedIn(
    () => void load().then((hydrate) => hydrate()),
    () => el.isConnected,
  );
};

export default signedInDirective;
