// Delivers the back-channel logout outbox (backchannel.ts). Each notice is leased by one worker (on
// PostgreSQL claimed FOR UPDATE SKIP LOCKED, so instances never take the same one), sent with the
// provider's own delivery, which signs a fresh logout token (typ logout+jwt, valid 2 minutes) at every
// try, and retried with backoff when the app does not answer 200 or 204; after MAX_TRIES it is set
// aside as dead. Woken after the transaction that queued notices commits, and polls for retries.
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import { sql, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../db/schema.js';
import { isSqlite } from '../db/locks.js';
import type { Clock } from '../lib/clock.js';
import type { OidcHost } from './provider-host.js';

export const LOGOUT_MAX_TRIES = 10;
const LEASE_MS = 30_000;
const BATCH = 8;

/** 5 s, 10 s, 20 s … at most 15 minutes apart. */
export const logoutRetryDelayMs = (tries: number): number => Math.min(15 * 60_000, 5000 * 2 ** Math.max(0, tries - 1));

export interface LogoutWorkerOptions {
  db: Kysely<Database>;
  clock: Clock;
  host: Pick<OidcHost, 'provider'>;
  pollIntervalMs: number;
  onFailure?: (failure: { id: string; clientId: string; tries: number; dead: boolean; error: string }) => void;
  onError?: (error: unknown) => void;
}

export interface LogoutWorker {
  wake(): void;
  /** Delivers everything due now, and waits until that is done. */
  flush(): Promise<void>;
  stop(): Promise<void>;
}

interface DeliveringClient {
  backchannelLogoutUri?: string;
  deliverBackchannelLogout?: (sub: string, sid: string | undefined) => Promise<void>;
}

export function startLogoutWorker(options: LogoutWorkerOptions): LogoutWorker {
  const { db, clock } = options;
  const worker = `logout-${randomBytes(6).toString('hex')}`;
  // Woken by a request, a round still runs as the worker's own, under no request's deadline.
  const asWorker = AsyncLocalStorage.snapshot();
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  async function claim(now: Date) {
    let due = db
      .selectFrom('oidc_logout_outbox')
      .select('id')
      .where('status', '=', 'pending')
      .where('next_try_at', '<=', now.toISOString())
      .orderBy('next_try_at')
      .limit(BATCH);
    if (!isSqlite(db)) due = due.forUpdate().skipLocked();
    const picked = isSqlite(db) ? sql<SqlBool>`${sql.ref('id')} in (${due})` : sql<SqlBool>`${sql.ref('id')} = any(array(${due}))`;
    return db
      .updateTable('oidc_logout_outbox')
      .set({ next_try_at: new Date(now.getTime() + LEASE_MS).toISOString(), leased_by: worker })
      .where(picked)
      .where('status', '=', 'pending')
      .returningAll()
      .execute();
  }

  async function deliver(row: Awaited<ReturnType<typeof claim>>[number]): Promise<void> {
    try {
      const provider = await options.host.provider();
      const client = (await provider.Client.find(row.client_id)) as DeliveringClient | undefined;
      // A disabled app, or one that no longer has a back-channel URI, is not told any more.
      if (client?.backchannelLogoutUri && client.deliverBackchannelLogout) await client.deliverBackchannelLogout(row.subject, row.sid ?? undefined);
      await db
        .updateTable('oidc_logout_outbox')
        .set((eb) => ({ status: 'sent', sent_at: clock.now().toISOString(), tries: eb('tries', '+', 1), leased_by: null, last_error: null }))
        .where('id', '=', row.id)
        .where('leased_by', '=', worker)
        .execute();
    } catch (error) {
      const tries = row.tries + 1;
      const dead = tries >= LOGOUT_MAX_TRIES;
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
      await db
        .updateTable('oidc_logout_outbox')
        .set({ status: dead ? 'dead' : 'pending', tries, last_error: message, leased_by: null, next_try_at: new Date(clock.now().getTime() + logoutRetryDelayMs(tries)).toISOString() })
        .where('id', '=', row.id)
        .where('leased_by', '=', worker)
        .execute();
      options.onFailure?.({ id: row.id, clientId: row.client_id, tries, dead, error: message });
    }
  }

  async function round(): Promise<void> {
    for (;;) {
      const rows = await claim(clock.now());
      await Promise.all(rows.map(deliver));
      if (rows.length < BATCH) return;
    }
  }

  function run(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = asWorker(async () => {
      try {
        do {
          again = false;
          await round();
        } while (again && !stopped);
      } catch (error) {
        options.onError?.(error);
      } finally {
        running = null;
      }
    });
    return running;
  }

  const poll = setInterval(() => {
    if (!stopped) void run();
  }, options.pollIntervalMs);
  poll.unref();

  return {
    wake: () => {
      if (!stopped) void run();
    },
    flush: async () => {
      await running;
      await run();
    },
    stop: async () => {
      stopped = true;
      clearInterval(poll);
      await running;
    },
  };
}
