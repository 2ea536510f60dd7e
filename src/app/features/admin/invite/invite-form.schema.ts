// The invitation's fields, checked with the account service's own rules (src/shared/account-fields.ts)
// as the administrator types; the server is the guard.
import type { IntlShape } from 'react-intl';
import * as z from 'zod/mini';
import { formatUserError } from '../../../errors/error-messages';
import type { Locale, Role } from '../../../gql/graphql';
import { emailMaxLength, normalizeEmailAddress, normalizeLoginId, normalizeName, normalizeNameKana } from '../../../../shared/account-fields';
import { codePoints } from '../../../../shared/text';
import { roles } from '../labels';
import { adminMessages } from '../messages';
import { inviteMessages as m } from './messages';

export interface InviteValues {
  loginId: string;
  email: string;
  name: string;
  nameKana: string;
  role: Role;
  locale: Locale;
}

export const inviteDefaults: InviteValues = { loginId: '', email: '', name: '', nameKana: '', role: 'USER', locale: 'JA' };

const blank = (value: string) => value.trim() === '';

function field(intl: IntlShape, required: string | null, max: number, valid: (value: string) => boolean, invalid: string) {
  return z.string().check(
    z.refine((value) => required === null || !blank(value), { error: required ?? '' }),
    z.refine((value) => blank(value) || codePoints(value.trim()) <= max, { error: intl.formatMessage(adminMessages.tooLong, { max }) }),
    z.refine((value) => blank(value) || codePoints(value.trim()) > max || valid(value), { error: invalid }),
  );
}

export function createInviteSchema(intl: IntlShape) {
  return z.object({
    loginId: field(intl, intl.formatMessage(m.loginIdRequired), 64, (v) => normalizeLoginId(v) !== null, formatUserError(intl, { code: 'LOGIN_ID_INVALID' })),
    email: field(intl, intl.formatMessage(m.emailRequired), emailMaxLength, (v) => normalizeEmailAddress(v) !== null, formatUserError(intl, { code: 'EMAIL_INVALID' })),
    name: field(intl, intl.formatMessage(m.nameRequired), 100, (v) => normalizeName(v) !== null, formatUserError(intl, { code: 'NAME_INVALID' })),
    nameKana: field(intl, null, 100, (v) => normalizeNameKana(v) !== null, formatUserError(intl, { code: 'NAME_KANA_INVALID' })),
    role: z.enum(roles as [Role, ...Role[]]),
    locale: z.enum(['JA', 'EN'] satisfies Locale[]),
  });
}

/** What the form sends: trimmed values, and no reading when none was typed. */
export function inviteInput(values: InviteValues) {
  const nameKana = values.nameKana.trim();
  return {
    loginId: values.loginId.trim(),
    email: values.email.trim(),
    name: values.name.trim(),
    ...(nameKana ? { nameKana } : {}),
    role: values.role,
    locale: values.locale,
  };
}
