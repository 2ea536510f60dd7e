import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * True while React hydrates a page the server prerendered (and while the server renders it); false in
 * every render after, and always in a page rendered by the browser alone. What only the browser knows
 * (WebAuthn, the run-time support contact, what was typed before the page came alive) waits for false,
 * so the first render matches the server's HTML exactly: no hydration error, no flash.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(never, () => false, () => true);
}
