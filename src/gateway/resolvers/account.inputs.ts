// Gateway-side checks of account self-service inputs (limits of schema/account-api.yaml; see
// inputs.ts). What the values mean (a katakana name, a Japanese phone number, a usable address) is
// the account service's to decide, and comes back as NAME_KANA_INVALID, PHONE_INVALID and so on.
import type { RestUpdateAccount } from '../account-api.client';
import { toRestLocale } from '../account.mapper';
import type { UpdateAccountInput, UserError } from '../generated/resolvers';
import { chars, fieldChecker } from './inputs';
import { profileFields } from '../../shared/profile-fields';

export const checkAccountInput = fieldChecker({
  ...Object.fromEntries(profileFields.map((field) => [field.name, chars(0, field.maxInputLength)])),
  newEmail: chars(1, 254),
  currentPassword: chars(1, 1024),
  code: chars(1, 32),
});

/**
 * The REST body of an update: only the fields given. An optional profile field given as "" (or null)
 * is removed; an explicit null elsewhere cannot mean anything (a name cannot be removed), so it is
 * refused here.
 */
export function toUpdateRequest(input: UpdateAccountInput): { fields: RestUpdateAccount } | { error: UserError } {
  const given = input as Record<string, string | null | undefined>;
  if (input.locale === null) return { error: { code: 'VALIDATION_FAILED', field: 'locale' } };
  for (const field of profileFields) {
    if (given[field.name] === null && field.presence !== 'optional') return { error: { code: 'VALIDATION_FAILED', field: field.name } };
  }
  const invalid = checkAccountInput(Object.fromEntries(profileFields.map((field) => [field.name, given[field.name]])));
  if (invalid) return { error: invalid };
  const fields: Record<string, unknown> = {};
  for (const field of profileFields) {
    const value = given[field.name];
    if (value === undefined) continue;
    fields[field.name] = field.presence === 'optional' && (value === '' || value === null) ? null : value;
  }
  if (input.locale) fields.locale = toRestLocale(input.locale);
  // The contract needs at least one field (minProperties: 1).
  if (Object.keys(fields).length === 0) return { error: { code: 'VALIDATION_FAILED', field: null } };
  return { fields: fields as RestUpdateAccount };
}
