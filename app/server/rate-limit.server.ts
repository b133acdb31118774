// The per-client rate limit in the database (`rate_limits`), so every instance counts against the same limit: a token
// bucket per key, refilled and taken by one atomic statement (decision 050).
import { isIP, isIPv4, isIPv6 } from "node:net";
import { sql } from "drizzle-orm";
import ipaddr from "ipaddr.js";
import { z } from "zod";
import type { Database } from "./db/database.server";
import { rateLimits } from "./db/schema.server";

/** The log line when the shared limit cannot be read (the request is answered anyway, docs/decisions/023). */
export const rateLimitUnreadable = "the rate limit could not be read";

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export type RateLimiterOptions = {
  db: Database;
  /** The endpoint: its keys are stored as `name:key`, counted apart from other endpoints'. */
  name: string;
  /** Requests a client may make at once, and again per `windowMs`. */
  limit: number;
  windowMs: number;
  /** The clock (tests); omitted, the database's `now()`, one clock for every instance. */
  now?: () => number;
};

/** A bracketed address with an optional port, and an IPv4 address with a port: the forms a proxy may forward. */
export const bracketedAddress = /^\[([^\]]*)\](?::\d{1,5})?$/;
export const addressWithPort = /^([\d.]+):\d{1,5}$/;

/** An IPv4 address without its port; an IPv6 one as its /64 (`2001:0db8:0000:0000::/64`); else the string itself. */
export function clientKey(address: string): string {
  const given = address.trim();
  // `198.51.100.7:51234` → `198.51.100.7`, `[2001:db8::1]:443` → `2001:db8::1`; a bare IPv6 keeps its last group.
  const host = bracketedAddress.exec(given)?.[1] ?? addressWithPort.exec(given)?.[1];
  const trimmed = host !== undefined && isIP(host) ? host : given;
  if (isIPv4(trimmed)) return trimmed;
  const bare = trimmed.split("%")[0] ?? "";
  if (!isIPv6(bare)) return trimmed;
  const ip = ipaddr.IPv6.parse(bare);
  if (ip.isIPv4MappedAddress()) return ip.toIPv4Address().toString();
  return `${ip.parts
    .slice(0, 4)
    .map((group) => group.toString(16).padStart(4, "0"))
    .join(":")}::/64`;
}

const takeAnswer = z.object({
  rows: z.tuple([z.object({ allowed: z.boolean(), tokens: z.coerce.number().nullable() })]),
});
const purgeAnswer = z.object({ rows: z.array(z.unknown()) });

export class RateLimiter {
  readonly #prefix: string;
  readonly #windowSeconds: number;
  #nextPurgeAt = 0;

  constructor(private readonly options: RateLimiterOptions) {
    this.#prefix = `${options.name}:`;
    this.#windowSeconds = options.windowMs / 1000;
  }

  /** Takes one token of `key`'s bucket: one upsert that refills for the time since `updated_at`. */
  async take(key: string): Promise<RateLimitResult> {
    const at = this.#at();
    const stored = `${this.#prefix}${key}`;
    const limit = sql`${this.options.limit}::double precision`;
    const refilled = (tokens: string, updatedAt: string) =>
      sql`least(${limit}, ${sql.raw(tokens)} + greatest(0, extract(epoch from ${at} - ${sql.raw(updatedAt)})::double precision) * ${limit} / ${this.#windowSeconds}::double precision)`;
    const answer = await this.options.db.execute(sql`
      with taken as (
        insert into ${rateLimits} as bucket (key, tokens, updated_at)
        values (${stored}, ${limit} - 1, ${at})
        on conflict (key) do update
          set tokens = ${refilled("bucket.tokens", "bucket.updated_at")} - 1,
              updated_at = greatest(bucket.updated_at, ${at})
          where ${refilled("bucket.tokens", "bucket.updated_at")} >= 1
        returning 1
      )
      select
        exists (select 1 from taken) as allowed,
        (select ${refilled("current.tokens", "current.updated_at")} from ${rateLimits} as current where current.key = ${stored}) as tokens`);
    const [row] = takeAnswer.parse(answer).rows;
    await this.#purgeWhenDue();
    if (row.allowed) return { allowed: true };
    const missing = 1 - Math.min(1, row.tokens ?? 0);
    // The small epsilon keeps float noise (10.000000001 s) from adding a second.
    const seconds = Math.ceil((missing * this.#windowSeconds) / this.options.limit - 1e-6);
    return { allowed: false, retryAfterSeconds: Math.max(1, seconds) };
  }

  /** Takes one token of a client's bucket: its address counted by `clientKey()` (port dropped, IPv6 by its /64). */
  takeForClient(clientAddress: string): Promise<RateLimitResult> {
    return this.take(clientKey(clientAddress));
  }

  /** Deletes this endpoint's buckets idle for a whole window (refilled, so the same as none); returns the count. */
  async purgeIdle(): Promise<number> {
    const answer = await this.options.db.execute(sql`
      delete from ${rateLimits}
      where updated_at < ${this.#at()} - ${this.#windowSeconds}::double precision * interval '1 second'
        and starts_with(key, ${this.#prefix})
      returning 1`);
    return purgeAnswer.parse(answer).rows.length;
  }

  /** Purges at most once a window per limiter, after a take (any instance's purge serves all). */
  async #purgeWhenDue() {
    const now = this.options.now?.() ?? Date.now();
    if (now < this.#nextPurgeAt) return;
    this.#nextPurgeAt = now + this.#windowSeconds * 1000;
    // A failed purge costs nothing but a few idle rows until the next one.
    await this.purgeIdle().catch(() => {});
  }

  #at() {
    const { now } = this.options;
    return now ? sql`to_timestamp(${now() / 1000}::double precision)` : sql`now()`;
  }
}

const limiters = new WeakMap<Database, Map<string, RateLimiter>>();

/** The process's limiter for one endpoint on `db`, created on first use (it remembers when it last purged). */
export function sharedRateLimiter(options: RateLimiterOptions): RateLimiter {
  const named = limiters.get(options.db) ?? new Map<string, RateLimiter>();
  limiters.set(options.db, named);
  const limiter = named.get(options.name) ?? new RateLimiter(options);
  named.set(options.name, limiter);
  return limiter;
}
