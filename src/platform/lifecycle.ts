// A graceful stop, in the order a load balancer needs it: say "not ready" first, keep serving while
// the balancer notices (the drain), then stop taking connections and let requests in flight finish
// within a deadline, close workers and pools, and exit 0. A second signal exits at once.
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { drainStandardOutputLog } from './log-destination';

/** Shared by /readyz and the stop sequence. */
export interface Lifecycle {
  draining: boolean;
}

export const createLifecycle = (): Lifecycle => ({ draining: false });

export interface GracefulStopOptions {
  lifecycle: Lifecycle;
  log: FastifyBaseLogger;
  /** How long /readyz says 503 while everything else is still served. */
  drainMs: number;
  /** How long requests in flight (and the mail being sent) may take once closing has begun. */
  graceMs: number;
  /** Stops taking connections, waits for requests in flight, closes workers and pools. */
  close(): Promise<void>;
  exit?: (code: number) => void;
}

/** Runs the stop sequence; resolves with the exit code it chose. */
export async function stopGracefully(signal: string, options: GracefulStopOptions): Promise<number> {
  const { log, lifecycle } = options;
  lifecycle.draining = true;
  log.info({ signal, drainMs: options.drainMs, graceMs: options.graceMs }, 'shutdown: not ready any more (/readyz 503); draining');
  if (options.drainMs > 0) await sleep(options.drainMs);
  log.info('shutdown: closing; no new connections, requests in flight finish');
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), options.graceMs);
  });
  try {
    const outcome = await Promise.race([options.close().then(() => 'closed' as const), deadline]);
    if (outcome === 'late') {
      log.error({ graceMs: options.graceMs }, 'shutdown: grace period over; exiting with work unfinished');
      return 1;
    }
    log.info('shutdown: done');
    return 0;
  } catch (error) {
    log.error({ err: error }, 'shutdown: closing failed');
    return 1;
  } finally {
    clearTimeout(timer);
  }
}

/** How long the stop's last log lines may take to be written before the process exits without them. */
const LOG_DRAIN_MS = 1000;

/** Stops gracefully on SIGTERM or SIGINT; a second signal while stopping exits at once. */
export function installGracefulStop(options: GracefulStopOptions): void {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals): void => {
    if (stopping) {
      options.log.warn({ signal }, 'shutdown: second signal; exiting now');
      exit(1);
      return;
    }
    stopping = true;
    // A log reader that takes nothing more (log-destination.ts) delays the exit by LOG_DRAIN_MS at most.
    void stopGracefully(signal, options).then(async (code) => {
      await drainStandardOutputLog(LOG_DRAIN_MS);
      exit(code);
    });
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}

/**
 * While draining, every answer says `Connection: close`, so keep-alive clients (a load balancer's
 * pooled connections too) reconnect elsewhere after their current request instead of being cut
 * mid-request when the server closes; by the time it does, no idle connection is left to race.
 */
export function closeConnectionsWhileDraining(app: FastifyInstance, lifecycle: Lifecycle): void {
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (lifecycle.draining) reply.header('connection', 'close');
    done(null, payload);
  });
}
