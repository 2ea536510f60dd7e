// Gateway-side checks of account self-service inputs (limits of schema/account-api.yaml; see
// inputs.ts). What the values mean (a katakana name, a Japanese phone number, a usable address) is
// the account service's to decide, and comes back as NAME_KANA_INVALID, PHONE_INVALID and so on.
import type { RestUpdateAccount } from '../account-api.client';
import { toRestLocale } from '../account.mapper';
import type { UpdateAccountInput, UserError } from '../generated/resolvers';
import { chars, fieldChecker } from './inputs';

export const checkAccountInput = fieldChecker({
  name: chars(0, 200),
  nameKana: chars(0, 200),
  phone: chars(0, 40),
  newEmail: chars(1, 254),
  currentPassword: chars(1, 1024),
  code: chars(1, 32),
});

/**
 * The REST body of an update: only the fields given. phone "" (or null) removes the number; an
 * explicit null elsewhere cannot mean anything (a name cannot be removed), so it is refused here.
 */
export function toUpdateRequest(input: UpdateAccountInput): { fields: RestUpdateAccount } | { error: UserError } {
  for (const field of ['name', 'nameKana', 'locale'] as const) {
    if (input[field] === null) return { error: { code: 'VALIDATION_FAILED', field } };
  }
  const invalid = checkAccountInput({ name: input.name, nameKana: input.nameKana, phone: input.phone });
  if (invalid) return { error: invalid };
  const fields: RestUpdateAccount = {};
  if (typeof input.name === 'string') fields.name = input.name;
  if (typeof input.nameKana === 'string') fields.nameKana = input.nameKana;
  if (input.phone !== undefined) fields.phone = input.phone === '' || input.phone === null ? null : input.phone;
  if (input.locale) fields.locale = toRestLocale(input.locale);
  // The contract needs at least one field (minProperties: 1).
  if (Object.keys(fields).length === 0) return { error: { code: 'VALIDATION_FAILED', field: null } };
  return { fields };
}
