// The gateway's own checks of inputs (src/gateway/resolvers/*.inputs.ts: the REST contract's limits),
// made by the mock before its work, so that it refuses what the gateway refuses, with the same code
// and field (tests/gateway/mock-parity.test.ts compares them).
import { profileFields } from '../../shared/profile-fields';
import { userError, type MockUserError } from './mock-scenarios';

/** A string of min..max characters, counted as the contract counts them (code points). */
const chars = (min: number, max: number) => (value: string) => {
  const count = [...value].length;
  return count >= min && count <= max;
};

/** The form of an attempt id and a passkey ceremony id (43 base64url characters). */
export const isCeremonyLikeId = (value: string) => /^[A-Za-z0-9_-]{43}$/.test(value);

const limits: Record<string, (value: string) => boolean> = {
  loginId: chars(1, 254),
  password: chars(1, 1024),
  code: chars(1, 32),
  recoveryCode: chars(1, 64),
  attemptId: isCeremonyLikeId,
  token: chars(1, 256),
  currentPassword: chars(1, 1024),
  newPassword: chars(1, 1024),
  newEmail: chars(1, 254),
  ...Object.fromEntries(profileFields.map((field) => [field.name, chars(0, field.maxInputLength)])),
};

/** The first input outside its limits, in the order given, as the gateway answers it; null when none. */
export function refusedInput(input: Record<string, unknown>): MockUserError | null {
  for (const [name, value] of Object.entries(input)) {
    if (value === undefined || value === null) continue;
    const fits = limits[name];
    if (!fits) throw new Error(`mock-inputs: no limit for ${name}`);
    if (typeof value !== 'string' || !fits(value)) return userError('VALIDATION_FAILED', { field: name });
  }
  return null;
}

/**
 * An account update the gateway refuses before asking the account service: a language or a required
 * field given as null, a field past its input limit, or nothing to change at all.
 */
export function refusedUpdate(input: Record<string, unknown>): MockUserError | null {
  if (input.locale === null) return userError('VALIDATION_FAILED', { field: 'locale' });
  for (const field of profileFields) {
    if (input[field.name] === null && field.presence !== 'optional') return userError('VALIDATION_FAILED', { field: field.name });
  }
  const refused = refusedInput(Object.fromEntries(profileFields.map((field) => [field.name, input[field.name]])));
  if (refused) return refused;
  // An optional field given as null is a removal, so it counts as a change.
  const changes = profileFields.some((field) => input[field.name] !== undefined) || Boolean(input.locale);
  return changes ? null : userError('VALIDATION_FAILED');
}
