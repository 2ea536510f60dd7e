// The WebAuthn Signals API (WebAuthn Level 3): the portal tells the user's password manager which of
// its passkeys still count, so one deleted on /security disappears there too, and the account's
// login ID and name shown next to them stay current. Only where the browser has it (Chrome 132+,
// Safari 26): each call is feature-detected, and a signal never fails or delays the action it follows
// (the browser may refuse one, or the manager may ignore it: both are fine).

export interface PasskeyOwner {
  /** The relying party id (the portal's host name). */
  rpId: string;
  /** The account's WebAuthn user handle (base64url), as given when its passkeys were made. */
  userHandle: string;
}

interface SignalsApi {
  signalUnknownCredential?: (options: { rpId: string; credentialId: string }) => Promise<void>;
  signalAllAcceptedCredentials?: (options: { rpId: string; userId: string; allAcceptedCredentialIds: string[] }) => Promise<void>;
  signalCurrentUserDetails?: (options: { rpId: string; userId: string; name: string; displayName: string }) => Promise<void>;
}

function signalsApi(): SignalsApi | null {
  if (typeof window === 'undefined' || typeof window.PublicKeyCredential !== 'function') return null;
  return window.PublicKeyCredential as unknown as SignalsApi;
}

async function quietly(call: (() => Promise<void>) | null): Promise<void> {
  if (!call) return;
  try {
    await call();
  } catch {
    // A signal is a hint to the password manager: nothing the user could act on.
  }
}

/** After a passkey was deleted: the manager may remove it. */
export function signalPasskeyDeleted(owner: Pick<PasskeyOwner, 'rpId'>, credentialId: string): Promise<void> {
  const api = signalsApi();
  const signal = api?.signalUnknownCredential;
  return quietly(signal ? () => signal.call(api, { rpId: owner.rpId, credentialId }) : null);
}

/**
 * The account's passkeys as the portal has them now (on /security, after a rename or a deletion):
 * the manager may hide the ones missing from the list, and shows the login ID and name given here.
 */
export async function signalAcceptedPasskeys(owner: PasskeyOwner, credentialIds: readonly string[], user: { name: string; displayName: string }): Promise<void> {
  const api = signalsApi();
  if (!api) return;
  const all = api.signalAllAcceptedCredentials;
  const details = api.signalCurrentUserDetails;
  await quietly(all ? () => all.call(api, { rpId: owner.rpId, userId: owner.userHandle, allAcceptedCredentialIds: [...credentialIds] }) : null);
  await quietly(details ? () => details.call(api, { rpId: owner.rpId, userId: owner.userHandle, name: user.name, displayName: user.displayName }) : null);
}
