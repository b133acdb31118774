import { useSyncExternalStore } from "react";

const subscribeToNothing = () => () => {};

/**
 * False in the server's HTML and during hydration, true once React runs the page (and at once for a component first
 * rendered in the browser). For what only works with JavaScript, without a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
