declare global {
  namespace Astro {
    interface ClientDirectives {
      /** Hydrate on the first pointer, focus, key or hover event inside the island. */
      'client:interaction'?: boolean;
      /** Hydrate only when a session token is stored (never for anonymous visitors). */
      'client:signed-in'?: boolean;
    }
  }
}

export {};
