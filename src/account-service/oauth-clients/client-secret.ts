// A registered app's id and secret. The secret is 256 random bits, shown once (to the administrator
// who created or rotated it) and kept only as its SHA-256: a secret of that strength needs no slow
// hash, and the token endpoint checks one on every request (research note §4). How it is hashed is the
// provider's rule (oidc/clients.ts, which compares the hash of what an app presents): one definition.
import { secureRandomBytes } from '../lib/crypto.js';
import { secretHash } from '../oidc/clients.js';

/**
 * A new client_id: 128 random bits, base64url (22 characters), never starting with '-': an operator
 * types it as an argument (`accounts clients rotate-secret ID`), where a leading '-' reads as an
 * option (1 id in 64 was refused so, as a CI run found).
 */
export function newClientId(): string {
  for (;;) {
    const id = secureRandomBytes(16).toString('base64url');
    if (!id.startsWith('-')) return id;
  }
}

/** A new client secret: 256 random bits, base64url (43 characters). */
export function newClientSecret(): string {
  return secureRandomBytes(32).toString('base64url');
}

/** What is stored of a secret: base64url SHA-256 of its UTF-8 text (43 characters). */
export const hashClientSecret = secretHash;
