// Nothing commits after the gateway has given up. The gateway says how long it will wait for an
// answer (X-Request-Timeout-Ms); from that the request gets a deadline, kept in async-local storage
// so the database layer can see it without every function passing it on:
//   - a statement may start only while a whole statement timeout still fits before the deadline, and
//     the database cancels any statement that runs longer (statement_timeout, lock_timeout);
//   - a transaction checks the deadline once more just before COMMIT, and rolls back if it passed.
// Either way the answer is 503 SERVICE_UNAVAILABLE, which the gateway would have shown anyway.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';
import { AppError } from './errors.js';

export const REQUEST_TIMEOUT_HEADER = 'x-request-timeout-ms';

interface RequestScope {
  /** Epoch milliseconds after which this request's work must not commit. */
  deadline: number;
}

const scope = new AsyncLocalStorage<RequestScope>();

/** Time the answer needs to travel back to the gateway, kept off the gateway's budget. */
const RETURN_MARGIN_MS = 250;
const MAX_BUDGET_MS = 120_000;

export interface DeadlineOptions {
  /** Budget of a request that does not say (a caller other than the gateway). */
  defaultBudgetMs: number;
}

export function registerRequestDeadline(app: FastifyInstance, options: DeadlineOptions): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const header = request.headers[REQUEST_TIMEOUT_HEADER];
    const asked = typeof header === 'string' && /^\d{1,7}$/.test(header) ? Number(header) - RETURN_MARGIN_MS : options.defaultBudgetMs;
    runWithDeadline(Date.now() + Math.max(0, Math.min(asked, MAX_BUDGET_MS)), done);
  });
}

/** Runs `work` (and everything it starts) under a deadline in epoch milliseconds. */
export function runWithDeadline<T>(deadline: number, work: () => T): T {
  return scope.run({ deadline }, work);
}

export class DeadlineExceededError extends AppError {
  constructor() {
    super('SERVICE_UNAVAILABLE', 503, {}, 'The request ran out of time; nothing was saved.');
  }
}

/** Throws when less than `neededMs` is left before the current request's deadline (no request: no limit). */
export function assertTimeLeft(neededMs: number): void {
  const current = scope.getStore();
  if (current && Date.now() + neededMs > current.deadline) throw new DeadlineExceededError();
}

/** Refuses to start a statement that could still be running when the gateway gives up. */
export class DeadlinePlugin implements KyselyPlugin {
  constructor(private readonly statementTimeoutMs: number) {}

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    assertTimeLeft(this.statementTimeoutMs);
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}
