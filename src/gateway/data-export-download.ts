// 「データのダウンロード」's files (issue 24): POST /data-export, the one route besides /graphql a
// signed-in browser posts to. A file is not a GraphQL answer: the /myData page posts a plain form
// (token and format in the body, never in an address, so neither logs nor history keep the token)
// and the browser saves what comes back (Content-Disposition: attachment). The account service's
// stream is passed through as it comes, so a large activity never waits whole in memory here.
// A cross-site form cannot use it: the session cookie is SameSite=Lax, and a browser's form must come
// from the portal's own page (fromOwnPage). A failure sends a browser back to /myData?error=CODE,
// where the page says it in the person's language; a program gets the JSON error.
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SERVICE_RETRY_AFTER_SECONDS } from '../platform/health';
import { DATA_EXPORT_PATH, dataExportFormats, dataExportPageCode } from '../shared/data-export';
import { errorBody } from './error-formatter';
import { readTransport, type CookieNames } from './session-cookies';

/** A file of many thousand events takes longer than a GraphQL call (the bench's budget is 10 s at 10,000). */
const DOWNLOAD_TIMEOUT_MS = 60_000;

export interface DataExportDownloadOptions {
  accountServiceUrl: string;
  serviceToken: string;
  cookieNames: CookieNames;
  allowedOrigins: ReadonlySet<string>;
  fetch?: typeof fetch;
}

interface DownloadForm {
  token?: unknown;
  format?: unknown;
}

const wantsPage = (request: FastifyRequest) => /\btext\/html\b/.test(request.headers.accept ?? '');

function refuse(request: FastifyRequest, reply: FastifyReply, status: number, code: string, message: string) {
  reply.header('cache-control', 'no-store');
  if (wantsPage(request)) return reply.code(303).header('location', `/myData?error=${dataExportPageCode(code)}`).send();
  if (status === 503) reply.header('retry-after', String(SERVICE_RETRY_AFTER_SECONDS));
  return reply.code(status).send(errorBody(message, code));
}

/**
 * Whether a browser's form came from the portal's own page. A named Origin must be one of ours; the
 * portal's pages send no referrer (Referrer-Policy: no-referrer), so Chromium posts their forms with
 * `Origin: null`, and then Sec-Fetch-Site must say same-origin. A program (bearer token) sends neither.
 */
function fromOwnPage(request: FastifyRequest, allowedOrigins: ReadonlySet<string>): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined && origin !== 'null') return allowedOrigins.has(origin);
  return request.headers['sec-fetch-site'] === 'same-origin';
}

export async function registerDataExportDownload(app: FastifyInstance, options: DataExportDownloadOptions): Promise<void> {
  const fetchImpl = options.fetch ?? fetch;
  const upstream = `${options.accountServiceUrl.replace(/\/$/, '')}/v1/session/data-exports/downloads`;

  await app.register(async (scope) => {
    // The page's form: application/x-www-form-urlencoded, two short fields.
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 2048 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
    scope.post<{ Body: DownloadForm }>(DATA_EXPORT_PATH, async (request, reply) => {
      const { sessionToken, sessionSource } = readTransport(request, options.cookieNames);
      if (!fromOwnPage(request, options.allowedOrigins) && sessionSource === 'cookie') {
        return refuse(request, reply, 403, 'CSRF_REJECTED', 'This origin may not download from the portal.');
      }
      const { token, format } = request.body ?? {};
      if (typeof token !== 'string' || token.length < 1 || token.length > 256 || !(dataExportFormats as readonly unknown[]).includes(format)) {
        return refuse(request, reply, 400, 'VALIDATION_FAILED', 'Send the token of the mailed link and a format (json or csv).');
      }
      if (sessionToken === null) return refuse(request, reply, 401, 'UNAUTHENTICATED', 'Sign in first.');
      const userAgent = request.headers['user-agent'];
      let answer: Response;
      try {
        answer = await fetchImpl(upstream, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${options.serviceToken}`,
            'content-type': 'application/json',
            'x-session-token': sessionToken,
            'x-client-ip': request.ip.slice(0, 64),
            'x-request-id': request.id,
            'x-request-timeout-ms': String(DOWNLOAD_TIMEOUT_MS),
            ...(typeof userAgent === 'string' ? { 'x-client-user-agent': userAgent.slice(0, 512) } : {}),
          },
          body: JSON.stringify({ token, format }),
          signal: AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS),
        });
      } catch (error) {
        request.log.warn({ err: error }, 'data export download failed');
        return refuse(request, reply, 503, 'SERVICE_UNAVAILABLE', 'The service cannot answer right now; try again later.');
      }
      if (!answer.ok || answer.body === null) {
        const body = (await answer.json().catch(() => null)) as { code?: unknown; message?: unknown } | null;
        const code = typeof body?.code === 'string' ? body.code : 'SERVICE_UNAVAILABLE';
        const status = answer.status >= 400 && answer.status < 500 ? answer.status : 503;
        return refuse(request, reply, status, code, typeof body?.message === 'string' ? body.message : 'The service cannot answer right now; try again later.');
      }
      reply
        .code(200)
        .header('content-type', answer.headers.get('content-type') ?? 'application/octet-stream')
        .header('content-disposition', answer.headers.get('content-disposition') ?? 'attachment')
        .header('cache-control', 'no-store');
      return reply.send(Readable.fromWeb(answer.body as WebReadableStream<Uint8Array>));
    });
  });
}
