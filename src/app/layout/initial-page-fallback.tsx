/** Shown for the moment the first page's code is still loading; the page announces itself once it arrives. */
export function InitialPageFallback() {
  return <div className="app-shell" aria-busy="true" />;
}
