// The browser's side of passkeys. @simplewebauthn/browser (about 3 KB gzip) is loaded only when a
// passkey action starts or the login page's autofill begins; whether the browser can do passkeys at
// all is asked natively, without it.
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

const load = () => import('@simplewebauthn/browser');

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
  const { startAuthentication } = await load();
  const answer = await startAuthentication({ optionsJSON: toOptionsJSON(options), useBrowserAutofill: autofill });
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
  const { WebAuthnAbortService } = await load();
  WebAuthnAbortService.cancelCeremony();
}

/** The user closed the browser's dialog, or no passkey answered: not an error to shout about. */
export function isPasskeyCancelled(error: unknown): boolean {
  const name = (error as { name?: string; cause?: { name?: string } } | null)?.name;
  const cause = (error as { cause?: { name?: string } } | null)?.cause?.name;
  return name === 'NotAllowedError' || name === 'AbortError' || cause === 'NotAllowedError' || cause === 'AbortError' || (error as { code?: string })?.code === 'ERROR_CEREMONY_ABORTED';
}
