import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False while React hydrates server markup, true afterwards. Islands that show browser-stored state
 * (the session, the cart) render their server form first, so hydration matches, then switch.
 */
export function useIsClient(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
