import type { IntlShape } from 'react-intl';
import * as z from 'zod/mini';
import { formatUserError } from '../../errors/error-messages';
import { passwordMessages } from './messages';
import { checkPasswordPolicy, passwordMaxLength, type PasswordOwner } from './password-policy';

/**
 * A new password and its confirmation, checked against the policy (the common list loads on demand).
 * `owner` is asked at validation time, so it may become known after the form was made.
 */
export function newPasswordShape(intl: IntlShape, owner: () => PasswordOwner) {
  return {
    // Passwords are taken as typed: no trimming, any characters.
    newPassword: z.string().check(
      z.minLength(1, { error: intl.formatMessage(passwordMessages.newPasswordRequired) }),
      z.superRefine(async (value, ctx) => {
        // Anything far past the limit is rejected without scanning the list.
        const code = await checkPasswordPolicy(value.slice(0, passwordMaxLength * 4), owner());
        if (code) ctx.issues.push({ code: 'custom', input: value, message: formatUserError(intl, { code }) });
      }),
    ),
    newPasswordConfirm: z.string().check(
      z.minLength(1, { error: intl.formatMessage(passwordMessages.confirmRequired) }),
    ),
  };
}

/** The confirmation must repeat the new password; the mismatch is shown at the confirmation field. */
export function confirmationMatches(intl: IntlShape) {
  return z.refine<{ newPassword: string; newPasswordConfirm: string }>(
    (values) => values.newPassword === values.newPasswordConfirm,
    { error: intl.formatMessage(passwordMessages.confirmMismatch), path: ['newPasswordConfirm'] },
  );
}

/**
 * The current password is taken as typed; whether it is right is for the server to say. `passwordless`
 * (asked at validation): a passkey-first account has none, and its field is not shown.
 */
export function currentPasswordSchema(intl: IntlShape, passwordless: () => boolean = () => false) {
  return z.string().check(z.refine((value) => passwordless() || value.length > 0, { error: intl.formatMessage(passwordMessages.currentPasswordRequired) }));
}
