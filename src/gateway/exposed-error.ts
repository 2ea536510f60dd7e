// An error a resolver means the client to see (everything else is masked by the error formatter).
// Used where a query has no payload to carry a UserError, such as an unreachable back end.
import type { UserError } from './generated/resolvers';

export class ExposedError extends Error {
  constructor(
    message: string,
    readonly code: string,
    /** The argument at fault, for VALIDATION_FAILED. */
    readonly field: string | null = null,
  ) {
    super(message);
    this.name = 'ExposedError';
    // An answer, not a fault: where it was thrown is never shown nor logged. Left to V8, its stack is
    // formatted (and source-mapped) when graphql-js wraps it, about a tenth of a viewer query's CPU
    // each: six fields refused by @auth cost 2× a viewer query, 1.4× without (issue 21).
    Object.defineProperty(this, 'stack', { value: `ExposedError: ${message}`, writable: true, configurable: true });
  }
}

export const serviceUnavailable = () =>
  new ExposedError('The account service cannot be reached just now. Try again.', 'SERVICE_UNAVAILABLE');

const messages: Partial<Record<UserError['code'], string>> = {
  UNAUTHENTICATED: 'Sign in to use this.',
  FORBIDDEN: 'This account may not use this.',
};

/** A UserError for a field with no payload to carry it (a query such as adminAccounts): same code, exposed. */
export function exposedUserError(error: UserError): ExposedError {
  if (error.code === 'SERVICE_UNAVAILABLE') return serviceUnavailable();
  return new ExposedError(messages[error.code] ?? 'The request was refused.', error.code, error.field ?? null);
}
