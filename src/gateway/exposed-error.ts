// An error a resolver means the client to see (everything else is masked by the error formatter).
// Used where a query has no payload to carry a UserError, such as an unreachable back end.
export class ExposedError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
    this.name = 'ExposedError';
  }
}

export const serviceUnavailable = () =>
  new ExposedError('The account service cannot be reached just now. Try again.', 'SERVICE_UNAVAILABLE');
