// Step-up helpers for the account-service suites: the mailed code's path, and a passkey's.
import { expect } from 'vitest';
import type { SoftAuthenticator } from '../helpers/soft-authenticator';
import type { Harness } from './support';

/** The code in a step-up mail's text. */
export function stepUpCodeOf(text: string): string {
  const match = /(?:本人確認用のコード|Your confirmation code): (\d{6})/.exec(text);
  if (!match?.[1]) throw new Error('no step-up code in this mail');
  return match[1];
}

const as = (token: string, headers: Record<string, string>) => ({ 'x-session-token': token, ...headers });

/** Asks for a step-up code (mailed to the account's address); answers what the service said. */
export async function startStepUpWithCode(h: Harness, token: string, headers: Record<string, string> = {}): Promise<{ maskedEmail: string; expiresAt: string }> {
  const sent = await h.api('POST', '/v1/session/step-up/email-codes', undefined, as(token, headers));
  expect(sent.statusCode, sent.body).toBe(201);
  return sent.json();
}

/** A whole e-mail + password step-up for a session of the account at `email`. */
export async function stepUpWithCode(h: Harness, token: string, email: string, password: string, headers: Record<string, string> = {}): Promise<void> {
  await startStepUpWithCode(h, token, headers);
  const mail = (await h.mails(email)).find((m) => /本人確認用のコード|confirmation code/.test(m.subject));
  const res = await h.api('POST', '/v1/session/step-up/email-code-verifications', { code: stepUpCodeOf(mail?.text ?? ''), password }, as(token, headers));
  expect(res.statusCode, res.body).toBe(200);
}

/** A passkey step-up with the session account's authenticator; answers the finish's response. */
export async function stepUpWithPasskey(h: Harness, token: string, authenticator: SoftAuthenticator, headers: Record<string, string> = {}) {
  const start = await h.api('POST', '/v1/session/step-up/passkey-assertions', undefined, as(token, headers));
  expect(start.statusCode, start.body).toBe(201);
  const { ceremonyId, options } = start.json();
  return h.api('POST', `/v1/session/step-up/passkey-assertions/${ceremonyId}`, { response: authenticator.authenticate(options) }, as(token, headers));
}

/**
 * Runs a guarded action; when the session holds no proof (a new device's password + mailed-code
 * sign-in is none: step-up-methods.ts signInIsProof), steps up with a mailed code and runs it again.
 */
export async function withCodeStepUp<T extends { statusCode: number; json(): { code?: string; stepUpMethod?: string } }>(
  h: Harness,
  token: string,
  email: string,
  password: string,
  headers: Record<string, string>,
  act: () => Promise<T>,
): Promise<T> {
  const first = await act();
  if (first.statusCode !== 403 || first.json().code !== 'STEP_UP_REQUIRED') return first;
  expect(first.json().stepUpMethod).toBe('EMAIL_CODE_AND_PASSWORD');
  await stepUpWithCode(h, token, email, password, headers);
  return act();
}
