import type { Locale } from '../db/schema.js';
import { addMs } from '../lib/clock.js';
import { hmacHex, randomSixDigitCode, secureRandomBytes } from '../lib/crypto.js';
import { maskEmail } from '../../shared/account-fields.js';
import type { RenderedMail } from '../mail/mail-render.js';
import { loginCodeMail } from '../mail/mails.js';
import type { components } from '../generated/account-api.js';
import type { LoginAttemptRow, NewCode } from './login-attempt.repository.js';

export type LoginChallenge = components['schemas']['LoginChallenge'];

export const codeValidityMs = 10 * 60_000;
export const resendCooldownMs = 60_000;
export const maxResends = 3;
export const maxCodeTries = 5;

/** Codes are stored as HMAC-SHA256 under a per-attempt salt; the plain code exists only in the mail. */
export function hashCode(salt: string, code: string): string {
  return hmacHex(salt, code);
}

export function newCode(now: Date): NewCode & { code: string } {
  const code = randomSixDigitCode();
  const codeSalt = secureRandomBytes(16).toString('hex');
  return { code, codeSalt, codeHash: hashCode(codeSalt, code), codeExpiresAt: addMs(now, codeValidityMs).toISOString() };
}

/** In the language of the page the sign-in was made on (the attempt's), else the account's. */
export function codeMail(
  account: { locale: Locale; name: string },
  attempt: Pick<LoginAttemptRow, 'mail_locale'>,
  code: string,
  expiresAt: string,
  publicUrl: string,
): RenderedMail {
  return loginCodeMail({ locale: attempt.mail_locale ?? account.locale, name: account.name, code, expiresAt: new Date(expiresAt), publicUrl });
}

export function toChallenge(attemptId: string, attempt: LoginAttemptRow, email: string, recoveryCodes: boolean): LoginChallenge {
  return {
    attemptId,
    secondStep: attempt.second_step,
    // A recovery sign-in's first step was a recovery code: the mailed code is its only second step.
    recoveryCodes: attempt.first_step === 'recovery_code' ? false : recoveryCodes,
    ...(attempt.first_step === 'recovery_code' ? { recovery: true } : {}),
    maskedEmail: maskEmail(email),
    expiresAt: attempt.code_expires_at,
    resendAvailableAt: addMs(new Date(attempt.last_sent_at), resendCooldownMs).toISOString(),
    resendsRemaining: Math.max(0, maxResends - attempt.resends),
  };
}
