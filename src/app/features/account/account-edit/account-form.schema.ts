import type { IntlShape, MessageDescriptor } from 'react-intl';
import * as z from 'zod/mini';
import { formatUserError } from '../../../errors/error-messages';
import type { Locale } from '../../../gql/graphql';
import { isBlank, profileFields, type ProfileField, type ProfileFieldName } from '../../../../shared/profile-fields';
import { codePoints } from '../../../../shared/text';
import { accountEditMessages } from './messages';

// The account service's rules (src/shared/profile-fields.ts) for quick answers; the server is the
// guard and stores the normalised form.

export type ProfileValues = Record<ProfileFieldName, string>;
export type AccountFormValues = ProfileValues & { locale: Locale };

type LabelKey = `${ProfileFieldName}Label`;

/**
 * Each field's label (a field without one fails the type check) and, where it has them, its hint, its
 * "required" text and its "invalid" text (otherwise the words of the field's error code).
 */
export function fieldMessages(name: ProfileFieldName): { label: MessageDescriptor; hint?: MessageDescriptor; required?: MessageDescriptor; invalid?: MessageDescriptor } {
  const all = accountEditMessages as Record<string, MessageDescriptor>;
  return { label: accountEditMessages[`${name}Label` as LabelKey], hint: all[`${name}Hint`], required: all[`${name}Required`], invalid: all[`${name}Invalid`] };
}

/** Whether the form insists on a value: required fields, and "once set" ones the account already has. */
export function requiredNow(field: ProfileField, current: ProfileValues): boolean {
  return field.presence === 'required' || (field.presence === 'once-set' && !isBlank(current[field.name as ProfileFieldName]));
}

const typed = (value: string): string => value.normalize('NFKC').trim();

/** `current`: the account as stored, for fields that are required only once they are set. */
export function createAccountFormSchema(intl: IntlShape, current: ProfileValues) {
  const shape = Object.fromEntries(
    profileFields.map((field) => {
      const messages = fieldMessages(field.name);
      const required: MessageDescriptor = messages.required ?? accountEditMessages.required;
      const invalid = messages.invalid ? intl.formatMessage(messages.invalid) : formatUserError(intl, { code: field.errorCode });
      return [
        field.name,
        z.string().check(
          z.refine((value) => !requiredNow(field, current) || !isBlank(value), {
            error: intl.formatMessage(required),
          }),
          z.refine((value) => isBlank(value) || codePoints(typed(value)) <= field.maxLength, {
            error: intl.formatMessage(accountEditMessages.tooLong, { max: field.maxLength }),
          }),
          z.refine((value) => isBlank(value) || codePoints(typed(value)) > field.maxLength || field.normalize(value) !== null, {
            error: invalid,
          }),
        ),
      ];
    }),
  ) as Record<ProfileFieldName, z.ZodMiniString>;
  return z.object({ ...shape, locale: z.enum(['JA', 'EN'] satisfies Locale[]) });
}

/** What the form sends: trimmed values; an empty optional field removes it, an unset "once set" one is left out. */
export function updateInput(values: AccountFormValues): Partial<ProfileValues> & { locale: Locale } {
  const input: Partial<ProfileValues> & { locale: Locale } = { locale: values.locale };
  for (const field of profileFields) {
    const value = values[field.name].trim();
    if (value === '' && field.presence === 'once-set') continue;
    input[field.name] = value;
  }
  return input;
}
