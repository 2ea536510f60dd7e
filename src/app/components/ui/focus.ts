// Moving the focus after something asynchronous: while the portal waits for the server the page is
// inert (the loading overlay), and so it is for a moment after a modal closes; a focus() call then does
// nothing and the focus ends on <body>. These helpers wait until the target can really take it.

/** How long a focus request waits for the page to become usable before it gives up. */
const giveUpAfterMs = 10_000;

/** The page's own heading: where the focus goes when the control the user was on is gone. */
export function pageHeading(): HTMLElement | null {
  return document.querySelector<HTMLElement>('main h1');
}

function canTakeFocus(element: HTMLElement): boolean {
  return element.isConnected && element.closest('[inert]') === null && !(element as HTMLButtonElement).disabled;
}

/**
 * Focuses what `target` returns as soon as nothing inert stands in its way (at once when nothing
 * does); when it is gone or cannot take the focus, `fallback` (the page heading by default).
 */
export function focusWhenUsable(
  target: () => HTMLElement | null | undefined,
  fallback: () => HTMLElement | null | undefined = pageHeading,
): void {
  const attempt = (): boolean => {
    const element = target();
    if (element && element.isConnected && element.closest('[inert]') !== null) return false;
    const chosen = element && canTakeFocus(element) ? element : fallback();
    if (chosen && chosen.closest('[inert]') !== null) return false;
    chosen?.focus({ preventScroll: false });
    return true;
  };
  if (attempt()) return;
  const observer = new MutationObserver(() => {
    if (!attempt()) return;
    observer.disconnect();
    clearTimeout(timer);
  });
  observer.observe(document.body, { attributes: true, attributeFilter: ['inert'], subtree: true, childList: true });
  const timer = setTimeout(() => observer.disconnect(), giveUpAfterMs);
}

/** Whether the focus is nowhere in particular (on <body>, or on nothing). */
export function focusIsLost(): boolean {
  const active = document.activeElement;
  return active === null || active === document.body || active === document.documentElement;
}
