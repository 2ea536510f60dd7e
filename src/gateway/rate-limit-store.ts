// The counters behind the gateway's rate limits: fixed windows, in Redis when REDIS_URL is set (so
// every instance shares them) and in this instance's memory otherwise. Redis is an accelerator, not a
// dependency: while it is down or slow the counters fall back to memory at once, with no waiting per
// request, one log line when that starts and one when it ends, and a metric.
import { Redis } from 'ioredis';

export interface WindowCount {
  /** Hits in the current window, this one included. */
  count: number;
  /** Milliseconds until the window ends. */
  ttlMs: number;
}

export type StoreMode = 'memory' | 'shared' | 'fallback';

export interface CounterStore {
  /** Resolves once Redis is connected, or has failed to connect, or after a second: never rejects. */
  started(): Promise<void>;
  /** Counts a hit: at once in memory, through a promise from Redis. */
  hit(key: string, windowMs: number): WindowCount | Promise<WindowCount>;
  mode(): StoreMode;
  close(): Promise<void>;
}

export interface CounterStoreOptions {
  redisUrl?: string;
  log: { info(details: object, message: string): void; warn(details: object, message: string): void };
  /** Called when the store starts (true) or stops (false) falling back to memory. */
  onFallback?(active: boolean): void;
  /** Keys kept in memory at most; the oldest go first. Default 100 000. */
  maxLocalKeys?: number;
}

const NAMESPACE = 'portal:gateway:rate-limit:';
/** After a failed Redis command, how long to count in memory before trying Redis again. */
const RETRY_AFTER_FAILURE_MS = 2000;

const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {count, ttl}`;

type RedisWithHit = Redis & { portalHit(key: string, windowMs: number): Promise<[number, number]> };

function memoryCounter(maxKeys: number): (key: string, windowMs: number) => WindowCount {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return (key, windowMs) => {
    const now = Date.now();
    let entry = windows.get(key);
    if (!entry || entry.resetAt <= now) {
      if (entry) windows.delete(key);
      else if (windows.size >= maxKeys) windows.delete(windows.keys().next().value!); // the oldest window
      entry = { count: 0, resetAt: now + windowMs };
      windows.set(key, entry);
    }
    entry.count++;
    return { count: entry.count, ttlMs: entry.resetAt - now };
  };
}

export function createCounterStore(options: CounterStoreOptions): CounterStore {
  const local = memoryCounter(options.maxLocalKeys ?? 100_000);
  if (options.redisUrl === undefined) {
    return { started: async () => {}, hit: local, mode: () => 'memory', close: async () => {} };
  }

  const redis = new Redis(options.redisUrl, {
    // Fail at once while disconnected instead of queueing: a queued command is a request waiting.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 1000,
    commandTimeout: 250,
    retryStrategy: (times) => Math.min(200 * times, 2000),
  }) as RedisWithHit;
  redis.defineCommand('portalHit', { numberOfKeys: 1, lua: HIT_SCRIPT });

  let fallingBack = false;
  let closing = false;
  let retryAt = 0;
  const fallBack = (reason: string): void => {
    retryAt = Date.now() + RETRY_AFTER_FAILURE_MS;
    if (fallingBack || closing) return;
    fallingBack = true;
    options.log.warn({ reason }, 'rate limits: Redis unavailable; counting in this instance\'s memory until it is back');
    options.onFallback?.(true);
  };
  // Reconnection attempts each raise 'error': only the change of state is worth a line.
  redis.on('error', (error: Error) => fallBack(error.message));
  redis.on('close', () => fallBack('connection closed'));
  redis.on('ready', () => {
    retryAt = 0;
    if (!fallingBack) return;
    fallingBack = false;
    options.log.info({}, 'rate limits: Redis is back; counters are shared again');
    options.onFallback?.(false);
  });

  // The first connection is worth a short wait at start, so instances share counters from the first
  // request; if Redis is down the instance starts anyway and counts in memory.
  const first = new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, 1000);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    redis.once('ready', done);
    redis.once('error', done);
  });

  return {
    started: () => first,
    hit(key, windowMs) {
      if (redis.status !== 'ready' || Date.now() < retryAt) return local(key, windowMs);
      const failed = (error: unknown): WindowCount => {
        fallBack(error instanceof Error ? error.message : String(error));
        return local(key, windowMs);
      };
      try {
        return redis.portalHit(NAMESPACE + key, windowMs).then(([count, ttlMs]) => ({ count, ttlMs }), failed);
      } catch (error) {
        return failed(error);
      }
    },
    mode: () => (fallingBack || redis.status !== 'ready' ? 'fallback' : 'shared'),
    async close() {
      closing = true;
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
