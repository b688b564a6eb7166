declare global {
  namespace Astro {
    interface ClientDirectives {
      /**
       * Hydrate on the first pointer, focus, key or hover event inside the island; with a name,
       * also on the window event `av:wake:{name}`.
       */
      'client:interaction'?: boolean | string;
      /** Hydrate only when a session token is stored (never for anonymous visitors). */
      'client:signed-in'?: boolean;
    }
  }
}

export {};
