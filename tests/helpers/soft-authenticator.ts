// A software WebAuthn authenticator for server tests: it makes registration and authentication
// responses exactly as a browser would pass them on (ES256 keys, "none" attestation, resident
// credentials), and can be told to misbehave (another origin or RP ID, no user verification, a
// counter that goes back, another challenge).
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

type CborValue = number | string | Uint8Array | Map<CborValue, CborValue> | Record<string, unknown>;

function head(major: number, length: number): number[] {
  if (length < 24) return [(major << 5) | length];
  if (length < 256) return [(major << 5) | 24, length];
  if (length < 65536) return [(major << 5) | 25, length >> 8, length & 0xff];
  return [(major << 5) | 26, (length >>> 24) & 0xff, (length >> 16) & 0xff, (length >> 8) & 0xff, length & 0xff];
}

/** Just enough CBOR for attestation objects and COSE keys. */
function cbor(value: CborValue): Buffer {
  if (typeof value === 'number') return Buffer.from(value >= 0 ? head(0, value) : head(1, -1 - value));
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([Buffer.from(head(3, bytes.length)), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([Buffer.from(head(2, value.length)), Buffer.from(value)]);
  const entries = value instanceof Map ? [...value.entries()] : Object.entries(value);
  return Buffer.concat([Buffer.from(head(5, entries.length)), ...entries.flatMap(([k, v]) => [cbor(k as CborValue), cbor(v as CborValue)])]);
}

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

interface Credential {
  id: Buffer;
  privateKey: KeyObject;
  cose: Buffer;
  userHandle: string;
  rpId: string;
  counter: number;
}

export interface Misbehaviour {
  origin?: string;
  rpId?: string;
  /** false: no user verification (only presence). */
  userVerified?: boolean;
  /** The counter to sign with (default: the next one). */
  counter?: number;
  /** Sign another challenge than the one asked for. */
  challenge?: string;
  /** Use this credential (by id) rather than the first for the RP. */
  credentialId?: string;
  /** Register again the credential of this index (the same id and key), as a cloned authenticator would. */
  reuse?: number;
}

export class SoftAuthenticator {
  readonly credentials: Credential[] = [];
  /** The AAGUID it reports at registration (all zeros, as most "none" attestations, by default). */
  aaguid = '00000000-0000-0000-0000-000000000000';

  constructor(
    private readonly origin: string,
    /** Start each new credential's counter here (0: like a synced passkey that keeps it at 0). */
    private readonly startCounter = 1,
  ) {}

  private flags(userVerified: boolean, attested: boolean): number {
    // UP, UV when verified, BE + BS (a synced passkey), AT when attested credential data follows.
    return 0x01 | (userVerified ? 0x04 : 0) | 0x08 | 0x10 | (attested ? 0x40 : 0);
  }

  private clientData(type: string, challenge: string, origin: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }), 'utf8');
  }

  /** navigator.credentials.create(options), as RegistrationResponseJSON. */
  register(options: { challenge: string; rp: { id?: string }; user: { id: string } }, bad: Misbehaviour = {}) {
    const rpId = bad.rpId ?? options.rp.id ?? new URL(this.origin).hostname;
    const reused = bad.reuse === undefined ? undefined : this.credentials[bad.reuse];
    let credential: Credential;
    if (reused) credential = reused;
    else {
      const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
      const jwk = publicKey.export({ format: 'jwk' });
      const cose = cbor(new Map<CborValue, CborValue>([[1, 2], [3, -7], [-1, 1], [-2, Buffer.from(jwk.x!, 'base64url')], [-3, Buffer.from(jwk.y!, 'base64url')]]));
      credential = { id: randomBytes(32), privateKey, cose, userHandle: options.user.id, rpId, counter: this.startCounter };
      this.credentials.push(credential);
    }
    const { id, cose } = credential;
    const signCount = Buffer.alloc(4);
    signCount.writeUInt32BE(credential.counter);
    const authData = Buffer.concat([
      sha256(rpId),
      Buffer.from([this.flags(bad.userVerified ?? true, true)]),
      signCount,
      Buffer.from(this.aaguid.replaceAll('-', ''), 'hex'),
      Buffer.from([id.length >> 8, id.length & 0xff]),
      id,
      cose,
    ]);
    const attestationObject = cbor({ fmt: 'none', attStmt: {}, authData });
    return {
      id: b64url(id),
      rawId: b64url(id),
      type: 'public-key' as const,
      authenticatorAttachment: 'platform' as const,
      clientExtensionResults: { credProps: { rk: true } },
      response: {
        clientDataJSON: b64url(this.clientData('webauthn.create', bad.challenge ?? options.challenge, bad.origin ?? this.origin)),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
    };
  }

  /** navigator.credentials.get(options) with a discoverable credential, as AuthenticationResponseJSON. */
  authenticate(options: { challenge: string; rpId?: string }, bad: Misbehaviour = {}) {
    const rpId = bad.rpId ?? options.rpId ?? new URL(this.origin).hostname;
    const credential = this.credentials.find((c) => (bad.credentialId ? b64url(c.id) === bad.credentialId : c.rpId === (options.rpId ?? rpId)));
    if (!credential) throw new Error('no credential for this relying party');
    credential.counter = bad.counter ?? (credential.counter === 0 ? 0 : credential.counter + 1);
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(credential.counter);
    const authData = Buffer.concat([sha256(rpId), Buffer.from([this.flags(bad.userVerified ?? true, false)]), counter]);
    const clientDataJSON = this.clientData('webauthn.get', bad.challenge ?? options.challenge, bad.origin ?? this.origin);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), credential.privateKey);
    return {
      id: b64url(credential.id),
      rawId: b64url(credential.id),
      type: 'public-key' as const,
      authenticatorAttachment: 'platform' as const,
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: credential.userHandle,
      },
    };
  }
}
