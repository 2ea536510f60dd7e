// The browser's side of passkeys. @simplewebauthn/browser (about 3.6 KB gzip) is loaded only when a
// passkey is added, or a sign-in starts in a browser without WebAuthn's JSON methods; whether the
// browser can do passkeys at all is asked natively, without it.
import type * as SimpleWebAuthn from '@simplewebauthn/browser';
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import type { PasskeyAuthenticationResponseInput, PasskeyRegistrationResponseInput } from '../gql/graphql';

/** Whether this browser has WebAuthn at all. */
export function passkeysSupported(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}

/** Whether the browser offers passkeys in a field's autofill (conditional mediation). */
export async function passkeyAutofillAvailable(): Promise<boolean> {
  if (!passkeysSupported()) return false;
  const check = (window.PublicKeyCredential as unknown as { isConditionalMediationAvailable?: () => Promise<boolean> }).isConditionalMediationAvailable;
  return typeof check === 'function' ? check.call(window.PublicKeyCredential).catch(() => false) : false;
}

let library: Promise<typeof SimpleWebAuthn> | null = null;
const load = () => (library ??= import('@simplewebauthn/browser'));

/**
 * The browser's own WebAuthn JSON methods (WebAuthn Level 3: parseRequestOptionsFromJSON and
 * PublicKeyCredential.toJSON), where it has them: the sign-in, the autofill's above all, then needs
 * no library (issue 24: /login's JS). The same options go to the same browser API; a browser without
 * them gets @simplewebauthn/browser as before.
 */
interface NativeJsonCredential {
  parseRequestOptionsFromJSON?: (options: unknown) => PublicKeyCredentialRequestOptions;
  prototype: { toJSON?: () => unknown };
}

function nativeJson(): NativeJsonCredential | null {
  if (!passkeysSupported()) return null;
  const native = window.PublicKeyCredential as unknown as NativeJsonCredential;
  return typeof native.parseRequestOptionsFromJSON === 'function' && typeof native.prototype.toJSON === 'function' ? native : null;
}

// The sign-in ceremony under way on the native path: one at a time, as the library keeps it.
let nativeCeremony: AbortController | null = null;

interface AuthenticationAnswer {
  id: string;
  rawId: string;
  type: string;
  authenticatorAttachment?: string | null;
  clientExtensionResults: { credProps?: { rk?: boolean } };
  response: { clientDataJSON: string; authenticatorData: string; signature: string; userHandle?: string | null };
}

async function nativeAuthentication(native: NativeJsonCredential, optionsJSON: { allowCredentials?: unknown[] }, autofill: boolean): Promise<AuthenticationAnswer> {
  // As the library does: the autofill offers every passkey of this site, and needs its field.
  if (autofill && !document.querySelector("input[autocomplete$='webauthn']")) throw new Error('No <input> with "webauthn" as the only or last value in its `autocomplete` attribute was detected');
  const publicKey = native.parseRequestOptionsFromJSON!(autofill ? { ...optionsJSON, allowCredentials: [] } : optionsJSON);
  nativeCeremony?.abort(new DOMException('A new passkey ceremony started', 'AbortError'));
  const ceremony = new AbortController();
  nativeCeremony = ceremony;
  try {
    const credential = await navigator.credentials.get({ publicKey, signal: ceremony.signal, ...(autofill ? { mediation: 'conditional' as CredentialMediationRequirement } : {}) });
    if (!credential) throw new Error('Authentication was not completed');
    return (credential as unknown as { toJSON(): AuthenticationAnswer }).toJSON();
  } finally {
    if (nativeCeremony === ceremony) nativeCeremony = null;
  }
}

/** GraphQL's answer as the WebAuthn JSON the browser API takes: no __typename, no nulls. */
function toOptionsJSON<T>(value: unknown): T {
  if (Array.isArray(value)) return value.map((item) => toOptionsJSON(item)) as T;
  if (value === null || typeof value !== 'object') return value as T;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key, item]) => key !== '__typename' && item !== null && item !== undefined)
      .map(([key, item]) => [key, toOptionsJSON(item)]),
  ) as T;
}

/** Only the extension results the portal asked for (credProps): the input type has nothing else. */
function extensionResults(results: { credProps?: { rk?: boolean } } | undefined) {
  return results?.credProps ? { credProps: { rk: results.credProps.rk ?? null } } : {};
}

export async function createPasskey(options: unknown): Promise<PasskeyRegistrationResponseInput> {
  const { startRegistration } = await load();
  const answer = await startRegistration({ optionsJSON: toOptionsJSON(options) });
  return {
    id: answer.id,
    rawId: answer.rawId,
    type: answer.type,
    authenticatorAttachment: answer.authenticatorAttachment ?? null,
    clientExtensionResults: extensionResults(answer.clientExtensionResults),
    response: {
      clientDataJSON: answer.response.clientDataJSON,
      attestationObject: answer.response.attestationObject,
      authenticatorData: answer.response.authenticatorData ?? null,
      transports: answer.response.transports ?? null,
      publicKeyAlgorithm: answer.response.publicKeyAlgorithm ?? null,
      publicKey: answer.response.publicKey ?? null,
    },
  };
}

/** A passkey's answer to a sign-in; `autofill` waits for the user to pick one in the login ID field's autofill. */
export async function getPasskey(options: unknown, autofill = false): Promise<PasskeyAuthenticationResponseInput> {
  const optionsJSON = toOptionsJSON<PublicKeyCredentialRequestOptionsJSON>(options);
  const native = nativeJson();
  const answer: AuthenticationAnswer = native
    ? await nativeAuthentication(native, optionsJSON, autofill)
    : await (await load()).startAuthentication({ optionsJSON, useBrowserAutofill: autofill });
  return {
    id: answer.id,
    rawId: answer.rawId,
    type: answer.type,
    authenticatorAttachment: answer.authenticatorAttachment ?? null,
    clientExtensionResults: extensionResults(answer.clientExtensionResults),
    response: {
      clientDataJSON: answer.response.clientDataJSON,
      authenticatorData: answer.response.authenticatorData,
      signature: answer.response.signature,
      userHandle: answer.response.userHandle ?? null,
    },
  };
}

/** Ends a passkey ceremony still waiting (the autofill's, when the user signs in with the password). */
export async function cancelPasskeyCeremony(): Promise<void> {
  nativeCeremony?.abort(new DOMException('The passkey ceremony was cancelled', 'AbortError'));
  nativeCeremony = null;
  // The library's own ceremony, if it was ever loaded (a registration, or a browser without the JSON methods).
  if (library) (await library).WebAuthnAbortService.cancelCeremony();
}

/** The user closed the browser's dialog, or no passkey answered: not an error to shout about. */
export function isPasskeyCancelled(error: unknown): boolean {
  const name = (error as { name?: string; cause?: { name?: string } } | null)?.name;
  const cause = (error as { cause?: { name?: string } } | null)?.cause?.name;
  return name === 'NotAllowedError' || name === 'AbortError' || cause === 'NotAllowedError' || cause === 'AbortError' || (error as { code?: string })?.code === 'ERROR_CEREMONY_ABORTED';
}
