/** What a throttle store keeps: the counters' shape and the store's calls (the memory store in throttle.ts, Redis in redis-throttle-store.ts). */

export interface Counter {
  count: number;
  /** When the counter disappears (ms since epoch). */
  expiresAt: number;
}

export interface ThrottleStore {
  /** Adds one to `key`, creating it with `ttlMs` when absent (an existing TTL is kept). */
  increment(key: string, ttlMs: number): Promise<Counter>;
  get(key: string): Promise<Counter | null>;
  /** Takes one back from `key` when it is there and above zero (its TTL is kept). */
  decrement(key: string): Promise<void>;
  delete(key: string): Promise<void>;
}
