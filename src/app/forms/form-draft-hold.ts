// Whether the forms leaving the page keep their drafts (form-drafts.ts): a module of its own, as the
// layout (on every page, /login included) needs only this flag, not the drafts' code.

// A form leaving the page forgets its draft (the user went elsewhere), unless the page is leaving
// because the session ended: then the draft waits for the sign-in that comes back to it.
let keepingForSignIn = false;

/** The session ended: the forms on the page keep their drafts as they unmount. */
export function keepFormDraftsForSignIn(): void {
  keepingForSignIn = true;
}

export function formDraftsKeptForSignIn(): boolean {
  return keepingForSignIn;
}

/** The drafts came back (or there were none to bring back): the next departure forgets again. */
export function endKeepingFormDrafts(): void {
  keepingForSignIn = false;
}
