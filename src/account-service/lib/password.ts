import argon2 from 'argon2';
import { randomBytes } from 'node:crypto';
import { normalizePassword } from '../../shared/password-policy.js';

// OWASP's argon2id baseline: m=19 MiB, t=2, p=1.
export const productionHashOptions = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

type HashOptions = { type: typeof argon2.argon2id; memoryCost: number; timeCost: number; parallelism: number };
let hashOptions: HashOptions = productionHashOptions;

/**
 * For test suites only, where what argon2 costs is not what is tested: a cheap cost makes hundreds of
 * sign-ins fast. Nothing in the product calls it (no variable or option turns it on), and one test
 * proves the production parameters. A hash carries its own parameters, so verifying works either way.
 */
export function useCheapHashesForTests(): void {
  hashOptions = { type: argon2.argon2id, memoryCost: 1024, timeCost: 1, parallelism: 1 };
  dummyHash = null;
}

/**
 * The one place where a password becomes bytes: NFKC, so a password typed with full-width letters
 * through a Japanese IME (or composed differently by another keyboard) matches the one that was set.
 * Hashing and verifying both go through it; nothing else may call argon2 with a raw password.
 */
export function passwordBytes(password: string): string {
  return normalizePassword(password);
}

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(passwordBytes(password), hashOptions);
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, passwordBytes(password));
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | null = null;

/** Spends the same time as a real verify, for accounts that do not exist or have no password. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(24).toString('base64url'));
  await verifyPassword(await dummyHash, password);
  return false;
}

/** Made once at start, so the first unknown-account attempt is not slower than the rest. */
export async function warmUpDummyHash(): Promise<void> {
  dummyHash ??= hashPassword(randomBytes(24).toString('base64url'));
  await dummyHash;
}
