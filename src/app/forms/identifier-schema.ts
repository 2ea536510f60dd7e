// The rule of the "login ID or e-mail address" field (identifier-field.tsx), the same on /login,
// /passwordReissue and /loginRecovery: the REST contract's length; full-width input is normalised by
// the server (src/shared/text.ts). Apart from the field, so that the field's page does not download
// zod before a form is first used (use-portal-form.ts loads the schemas then).
import type { IntlShape } from 'react-intl';
import * as z from 'zod/mini';
import { codePoints, identifierMaxLength } from '../../shared/text';
import { identifierFieldMessages } from './messages';

export function identifierSchema(intl: IntlShape) {
  return z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: intl.formatMessage(identifierFieldMessages.required) }),
      z.refine((value) => codePoints(value) <= identifierMaxLength, {
        error: intl.formatMessage(identifierFieldMessages.tooLong, { max: identifierMaxLength }),
      }),
    );
}
