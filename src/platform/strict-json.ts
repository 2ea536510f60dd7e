// JSON bodies must be UTF-8 (RFC 8259). Fastify's own parser would decode invalid bytes to U+FFFD and
// carry on, so a login ID or password could silently change; here they are a 400 before parsing.
import { isUtf8 } from 'node:buffer';
import type { FastifyInstance } from 'fastify';

export class InvalidUtf8Error extends Error {
  readonly statusCode = 400;
  readonly code = 'INVALID_UTF8';
  constructor() {
    super('The request body is not valid UTF-8.');
    this.name = 'InvalidUtf8Error';
  }
}

/** A body refused for its shape before it is parsed (the gateway's JSON limits); answered as a 400. */
export class RefusedJsonError extends Error {
  readonly statusCode = 400;
}

/** `refuse`: why a (UTF-8) body is not parsed at all, or null (the gateway bounds its bodies' structure). */
export function registerUtf8JsonParser(app: FastifyInstance, refuse?: (bytes: Buffer) => string | null): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const bytes = body as Buffer;
    if (!isUtf8(bytes)) {
      done(new InvalidUtf8Error(), undefined);
      return;
    }
    const refusal = refuse?.(bytes);
    if (refusal) {
      done(new RefusedJsonError(refusal), undefined);
      return;
    }
    parseJson(request, bytes.toString('utf8'), done);
  });
}
