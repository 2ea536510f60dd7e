// Where the page goes once a step of an app's sign-in is done: back to the provider, which sends the
// browser on (to the app, or to the next step). A top-level navigation, out of the SPA.

/** The provider's own address (this origin, under /oidc/), or null: the page goes nowhere else. */
export function providerAddress(returnTo: string | null | undefined, origin: string = window.location.origin): string | null {
  if (!returnTo) return null;
  try {
    const url = new URL(returnTo, origin);
    return url.origin === origin && url.pathname.startsWith('/oidc/') ? url.href : null;
  } catch {
    return null;
  }
}

/** Leaves the portal for the provider (a module of its own: tests see where the browser would go). */
export function goToProvider(address: string): void {
  window.location.assign(address);
}
