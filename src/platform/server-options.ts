// The Fastify options every server room shares: JSON log lines with a request id that crosses rooms,
// secrets redacted, timeouts for slow or unfinished requests, and a close that lets requests in
// flight finish instead of answering 503 on open keep-alive connections.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import { LogController, type FastifyHttpOptions, type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { Server } from 'node:http';
import type { TrustProxy } from './env';
import { standardOutputLog } from './log-destination';
import { lazyChildLogger } from './request-logger';
import { processWideCompilers } from './schema-compilers';

/** The header that carries a request's id from a trusted proxy to the gateway, and on to the account service. */
export const REQUEST_ID_HEADER = 'x-request-id';
const REQUEST_ID = /^[A-Za-z0-9._:@-]{1,100}$/;

/** Where secrets could appear in a log line: never printed, whatever logs them. */
export const redactedPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-session-token"]',
  'res.headers["set-cookie"]',
  // A one-time code travels as `code` in a request body or a GraphQL input; any other `code` (err.code,
  // an error's extensions.code) names an error and stays readable.
  ...['body.code', 'input.code'].flatMap((path) => [path, `*.${path}`, `*.*.${path}`]),
  ...['password', 'newPassword', 'currentPassword', 'token', 'sessionToken', 'attemptId', 'authorization', 'cookie'].flatMap((key) => [
    key,
    `*.${key}`,
    `*.*.${key}`,
  ]),
];

export interface ServerOptionsInput {
  /** The room's name in every log line ("gateway", "account-service"). */
  room: string;
  /** false: no log lines at all (tests); otherwise the pino level. */
  logLevel: string | false;
  trustProxy: TrustProxy;
  /**
   * Whether an incoming X-Request-Id may be kept: 'trusted-proxy' takes it only from a proxy that
   * TRUST_PROXY names (the gateway); 'always' from any caller (the account service, which only the
   * gateway reaches); 'never' makes a new one.
   */
  requestIdFrom: 'trusted-proxy' | 'always' | 'never';
  bodyLimit: number;
  /** Tests shorten the client timeouts; production keeps the defaults below. */
  timeouts?: Partial<typeof timeouts>;
  /** Where the log lines go (tests capture them); standard output by default (log-destination.ts). */
  logStream?: { write(line: string): void };
}

/**
 * How long a client may take, at most, to send its request headers and its whole request (a body
 * promised but never sent cannot hold a connection), and how long an idle keep-alive connection stays
 * open. Each is kept below the limit of the proxy in front (deploy/haproxy.cfg; the order is tested):
 * the whole request under haproxy's `timeout server` (15 s), so a client that lies about its
 * Content-Length gets this server's 408, not haproxy's HTML 504; the keep-alive above every limit of
 * haproxy, so the balancer, not the server, closes an idle connection.
 */
export const timeouts = { headersMs: 10_000, requestMs: 12_000, keepAliveMs: 72_000 };

/**
 * What Node is given for the limits above. Node looks for connections past them on a timer, so it
 * enforces each up to one interval late (a 10 s limit checked every second cut headers at 11 s): it is
 * given each limit less the interval, and the limit is what a client gets at most.
 */
export function nodeTimeouts(limits: typeof timeouts): { headersTimeout: number; requestTimeout: number; connectionsCheckingInterval: number } {
  const connectionsCheckingInterval = Math.min(500, Math.floor(Math.min(limits.headersMs, limits.requestMs) / 2));
  const requestTimeout = limits.requestMs - connectionsCheckingInterval;
  return { headersTimeout: Math.min(limits.headersMs - connectionsCheckingInterval, requestTimeout), requestTimeout, connectionsCheckingInterval };
}

function trustFunction(trust: TrustProxy): (address: string) => boolean {
  if (trust === false) return () => false;
  // A hop count trusts the socket's peer (hop 0) whatever its address.
  if (typeof trust === 'number') return () => true;
  const compiled = proxyAddr.compile(trust);
  return (address) => compiled(address, 0);
}

/**
 * The route's pattern when one matched (/v1/logins/:attemptId, never the attempt id itself), else the
 * path without its query, which can hold reset tokens or addresses (/passwordReset?token=…, ?to=…).
 */
function loggedUrl(request: FastifyRequest): string {
  return request.routeOptions?.url ?? (request.url ?? '').split('?')[0]!.slice(0, 200);
}

/**
 * Fastify's trustProxy for TRUST_PROXY. A hop count trusts the nearest `n` addresses of the chain
 * (the socket's peer and the ones it vouches for), as Express does; Fastify itself now refuses bare
 * numbers, since it cannot tell a proxy from a client that connects directly. So a hop count is for
 * a server only reachable through its proxies (README); a list of addresses is safer.
 */
function fastifyTrustProxy(trust: TrustProxy): FastifyServerOptions['trustProxy'] {
  if (trust === false) return false;
  if (typeof trust === 'number') return (_address: string, hop: number) => hop < trust;
  return trust;
}

export function serverOptions(input: ServerOptionsInput): FastifyHttpOptions<Server> {
  const trusted = trustFunction(input.trustProxy);
  const limits = { ...timeouts, ...input.timeouts };
  const node = nodeTimeouts(limits);
  const takeId = (request: IncomingMessage): boolean =>
    input.requestIdFrom === 'always' || (input.requestIdFrom === 'trusted-proxy' && trusted(request.socket.remoteAddress ?? ''));
  return {
    logger:
      input.logLevel === false
        ? false
        : {
            level: input.logLevel,
            // Never pino's default destination, which can hang the process (log-destination.ts).
            stream: input.logStream ?? standardOutputLog(),
            base: { room: input.room, pid: process.pid },
            redact: { paths: redactedPaths, censor: '[redacted]' },
            serializers: {
              req: (request: FastifyRequest) => ({ method: request.method, url: loggedUrl(request), remoteAddress: request.ip }),
            },
          },
    // Access logs belong to the load balancer; a line per request costs the gateway ~5 % of its
    // throughput (npm run bench). Failures, upstream errors and shutdown steps are logged instead.
    logController: new LogController({ disableRequestLogging: true }),
    // So a request that logs nothing costs no child logger (request-logger.ts).
    ...(input.logLevel === false ? {} : { childLoggerFactory: lazyChildLogger }),
    genReqId: (request: IncomingMessage) => {
      const header = request.headers[REQUEST_ID_HEADER];
      return typeof header === 'string' && REQUEST_ID.test(header) && takeId(request) ? header : randomUUID();
    },
    trustProxy: fastifyTrustProxy(input.trustProxy),
    bodyLimit: input.bodyLimit,
    // Each schema compiled once per process, however many apps it builds (schema-compilers.ts).
    schemaController: { compilersFactory: processWideCompilers },
    // Closing: finish what is in flight (with Connection: close) rather than answer 503; the load
    // balancer has already stopped sending here because /readyz said so (lifecycle.ts).
    return503OnClosing: false,
    forceCloseConnections: 'idle',
    requestTimeout: node.requestTimeout,
    keepAliveTimeout: limits.keepAliveMs,
    http: { headersTimeout: node.headersTimeout, connectionsCheckingInterval: node.connectionsCheckingInterval },
  };
}

/** Answers carry their request's id, so a user or an operator can quote it and find the log lines. */
export function registerRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
