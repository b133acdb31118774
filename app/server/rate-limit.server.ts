// A per-client rate limit: a token bucket per key (endpoint and client
// address) held in this process's memory. Enough for one server process;
// several processes would each allow the limit.
export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export type RateLimiterOptions = {
  /** Requests a client may make at once, and again per `windowMs`. */
  limit: number;
  windowMs: number;
  now?: () => number;
  /** Keys kept before idle ones are forgotten. */
  maxKeys?: number;
};

type Bucket = { tokens: number; updatedAt: number };

export class RateLimiter {
  readonly #buckets = new Map<string, Bucket>();
  readonly #limit: number;
  readonly #refillPerMs: number;
  readonly #now: () => number;
  readonly #maxKeys: number;

  constructor({ limit, windowMs, now = Date.now, maxKeys = 10_000 }: RateLimiterOptions) {
    this.#limit = limit;
    this.#refillPerMs = limit / windowMs;
    this.#now = now;
    this.#maxKeys = maxKeys;
  }

  take(key: string): RateLimitResult {
    const now = this.#now();
    const bucket = this.#refill(this.#buckets.get(key), now);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      this.#buckets.set(key, bucket);
      if (this.#buckets.size > this.#maxKeys) this.#forgetIdle(now);
      return { allowed: true };
    }
    this.#buckets.set(key, bucket);
    return {
      allowed: false,
      retryAfterSeconds: Math.max(1, Math.ceil((1 - bucket.tokens) / this.#refillPerMs / 1000)),
    };
  }

  get size(): number {
    return this.#buckets.size;
  }

  #refill(bucket: Bucket | undefined, now: number): Bucket {
    if (!bucket) return { tokens: this.#limit, updatedAt: now };
    const tokens = Math.min(this.#limit, bucket.tokens + (now - bucket.updatedAt) * this.#refillPerMs);
    return { tokens, updatedAt: now };
  }

  /** Drops clients whose bucket has refilled (they are no different from new ones), then the oldest. */
  #forgetIdle(now: number) {
    for (const [key, bucket] of this.#buckets) {
      if (this.#refill(bucket, now).tokens >= this.#limit) this.#buckets.delete(key);
    }
    for (const key of this.#buckets.keys()) {
      if (this.#buckets.size <= this.#maxKeys) break;
      this.#buckets.delete(key);
    }
  }
}

declare global {
  var __examwiseRateLimiters: Map<string, RateLimiter> | undefined;
}

/** The process's limiter for one endpoint, created on first use. */
export function sharedRateLimiter(name: string, options: RateLimiterOptions): RateLimiter {
  globalThis.__examwiseRateLimiters ??= new Map();
  let limiter = globalThis.__examwiseRateLimiters.get(name);
  if (!limiter) {
    limiter = new RateLimiter(options);
    globalThis.__examwiseRateLimiters.set(name, limiter);
  }
  return limiter;
}
