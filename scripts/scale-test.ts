// `npm run build && npm run scale-test`: instances of the built server on one PostgreSQL behind a
// round-robin proxy, one killed and the SMTP peer restarted mid-run; fails unless every 202 has its
// row, every row is mailed exactly once and the shared rate limit holds (docs/performance.md).
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import { like, or } from "drizzle-orm";
import { openDatabase } from "../app/server/db/database.server.ts";
import { contactMessages, rateLimits } from "../app/server/db/schema.server.ts";
import { acceptedId, contactBody, ofRun, postContacts } from "./lib/contact-load.ts";
import {
  assertPostgresReachable,
  migrationsFolder,
  postgresUrl,
  type SiteServer,
  startSiteServer,
} from "./lib/server.ts";
import { type SmtpPeer, startSmtpPeer } from "./lib/smtp-peer.ts";

const connections = 20;
const oneInstanceSeconds = 6;
const threeInstancesSeconds = 20;
/** Seconds into the three-instance phase. */
const limitCheckAt = 2;
const killAt = 6;
const smtpDownAt = 9;
const smtpDownFor = 5;
/** How long the outbox may take to deliver after the load (most mail goes out then: ~150 mails/s here). */
const deliverySeconds = 50;
/** Per client and minute: the load (a new address per request) never reaches it. */
const leadsRateLimit = 20;
/** A refused mail is retried after 2 s, a message claimed by the killed instance taken over after 10 s. */
const outboxEnv = { OUTBOX_RETRY_MS: "2000", OUTBOX_CLAIM_MS: "10000" };

const tag = `scale ${randomBytes(4).toString("hex")}`;
/** Client addresses from 198.18.0.0/15 (benchmarking): the load in 198.18/16, the over-limit client in 198.19. */
const loadAddress = (n: number) => `198.18.${(n >> 8) & 255}.${n & 255}`;
const overLimitAddress = "198.19.255.254";

const seconds = (s: number) => new Promise((resolve) => setTimeout(resolve, s * 1000));

/**
 * `down`: out of the proxy's rotation (it refused a connection); `failed`: requests lost in flight (the connection
 * reset by the kill), answered 502 by the proxy; `peakKb`: the kernel's high-water mark of its resident set (VmHWM).
 */
type Instance = { name: string; server: SiteServer; down: boolean; forwarded: number; failed: number; peakKb: number };

function samplePeak(instance: Instance) {
  const status = `/proc/${instance.server.pid}/status`;
  if (existsSync(status)) instance.peakKb = Number(/^VmHWM:\s+(\d+) kB/m.exec(readFileSync(status, "utf8"))?.[1] ?? 0);
}

/**
 * Round robin over the instances that are up. A refused connection takes the instance out and
 * tries the next; a request lost after it was sent is answered 502 and counted (it may be stored).
 */
async function startProxy(instances: Instance[]) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  let next = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => forward(Buffer.concat(chunks), 0));

    function forward(body: Buffer, tried: number) {
      const up = instances.filter((instance) => !instance.down);
      const instance = up[next++ % Math.max(1, up.length)];
      if (!instance || tried >= instances.length) return res.writeHead(503).end();
      instance.forwarded += 1;
      const { method, url: requestPath, headers } = req;
      const upstream = http.request(
        { host: "127.0.0.1", port: new URL(instance.server.url).port, method, path: requestPath, headers, agent },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on("error", (error: NodeJS.ErrnoException) => {
        if (res.headersSent) return res.destroy();
        if (error.code === "ECONNREFUSED") {
          instance.down = true;
          return forward(body, tried + 1);
        }
        instance.failed += 1;
        res.writeHead(502).end();
      });
      upstream.end(body);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => {
      agent.destroy();
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const acceptedIds: string[] = [];

/** `connections` clients for `duration` seconds, each request from a new address; resolves with a line of figures. */
async function load(url: string, duration: number) {
  const body = (n: number) => contactBody("Scale Test", "scale@example.com", `${tag} ${n}: a question`);
  const headersOf = (n: number) => ({ "X-Forwarded-For": loadAddress(n) });
  const { accepted, summary } = await postContacts(url, { connections, duration, body, headersOf });
  acceptedIds.push(...accepted);
  return summary;
}

/**
 * One client sends twice the limit, alternating between the instances directly: the shared
 * bucket accepts the limit (plus what refills meanwhile) and every instance refuses it.
 */
async function overLimitCheck(instances: Instance[]) {
  const started = Date.now();
  let accepted = 0;
  const refusedBy = new Set<string>();
  for (let n = 0; n < 2 * leadsRateLimit; n++) {
    const instance = instances[n % instances.length];
    if (!instance) continue;
    const response = await fetch(`${instance.server.url}/api/email/sendContact`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": overLimitAddress },
      body: contactBody("Over Limit", "over@example.com", `${tag} over-limit ${n}: a question`),
    });
    const id = acceptedId(await response.text());
    if (response.status === 202 && id) {
      acceptedIds.push(id);
      accepted += 1;
    }
    if (response.status === 429) refusedBy.add(instance.name);
  }
  const elapsed = (Date.now() - started) / 1000;
  const allowed = leadsRateLimit + Math.ceil((elapsed * leadsRateLimit) / 60);
  const ok = accepted <= allowed && instances.every((instance) => refusedBy.has(instance.name));
  return { accepted, allowed, refusedBy, elapsed, ok };
}

const mailIds = (peers: SmtpPeer[]) =>
  peers.flatMap((peer) => peer.received.map((mail) => mail.headers.get("x-examwise-contact-id") ?? ""));

async function main() {
  await assertPostgresReachable();
  const handle = await openDatabase({ driver: "postgres", url: postgresUrl, migrationsFolder });
  const { db } = handle;
  const instances: Instance[] = [];
  /** Every peer of the run (the first, stopped mid-run, and the second on its port), for counting mails. */
  const peers: SmtpPeer[] = [];
  let proxy: Awaited<ReturnType<typeof startProxy>> | undefined;
  const loads: number[] = [os.loadavg()[0] ?? 0];
  const sampler = setInterval(() => loads.push(os.loadavg()[0] ?? 0), 500);
  const runStarted = Date.now();

  try {
    // Stopping the peer cuts its sessions at once (a crash, not a drain).
    const firstPeer = await startSmtpPeer(0, { closeTimeoutMs: 50 });
    peers.push(firstPeer);
    const env = {
      DATABASE_URL: postgresUrl,
      // One SMTP connection per instance, reused: a connection per mail meets the peer's 100 ms
      // greeting delay every time, about 9 mails/s per instance, too slow for the bound.
      SMTP_URL: `${firstPeer.url}/?pool=true`,
      TRUST_PROXY: "1",
      LEADS_RATE_LIMIT: String(leadsRateLimit),
      ...outboxEnv,
    };
    const start = async (name: string): Promise<Instance> => {
      const server = await startSiteServer(env);
      return { name, server, down: false, forwarded: 0, failed: 0, peakKb: 0 };
    };

    console.log(`Scale test ${tag}: PostgreSQL ${new URL(postgresUrl).host}, ${connections} connections`);
    instances.push(await start("A"));
    proxy = await startProxy(instances);
    console.log(`Phase 1: one instance, ${oneInstanceSeconds} s`);
    const one = await load(proxy.url, oneInstanceSeconds);

    instances.push(...(await Promise.all([start("B"), start("C")])));
    console.log(
      `Phase 2: three instances, ${threeInstancesSeconds} s; C killed at ${killAt} s, SMTP down ${smtpDownAt}–${smtpDownAt + smtpDownFor} s`,
    );
    const threeLoad = load(proxy.url, threeInstancesSeconds);
    await seconds(limitCheckAt);
    const limit = await overLimitCheck(instances);
    await seconds(killAt - limitCheckAt - limit.elapsed);
    // The proxy is not told: it finds out from the failed connections.
    const victim = instances[2];
    if (victim) samplePeak(victim);
    await victim?.server.stop("SIGKILL");
    await seconds(smtpDownAt - killAt);
    await firstPeer.close();
    await seconds(smtpDownFor);
    peers.push(await startSmtpPeer(firstPeer.port, { closeTimeoutMs: 50 }));
    const three = await threeLoad;
    const mailedDuringLoad = mailIds(peers).length;

    // Delivery: every row of the run sent, every mail in.
    const deliveryStarted = Date.now();
    let rows: { id: string; status: string; attempts: number }[] = [];
    while (Date.now() - deliveryStarted < deliverySeconds * 1000) {
      rows = await db
        .select({ id: contactMessages.id, status: contactMessages.status, attempts: contactMessages.attempts })
        .from(contactMessages)
        .where(ofRun(tag));
      if (rows.every((row) => row.status === "sent") && mailIds(peers).length >= rows.length) break;
      await seconds(1);
    }
    const deliveredIn = (Date.now() - deliveryStarted) / 1000;
    // A late second copy (a worker that sent after its claim ran out) would arrive now.
    await seconds(2);
    for (const instance of instances) samplePeak(instance);
    clearInterval(sampler);

    const stored = new Set(rows.map((row) => row.id));
    const lost = acceptedIds.filter((id) => !stored.has(id));
    const mailCount = new Map<string, number>();
    for (const id of mailIds(peers)) mailCount.set(id, (mailCount.get(id) ?? 0) + 1);
    const undelivered = rows.filter((row) => !mailCount.has(row.id));
    const duplicates = rows.reduce((sum, row) => sum + Math.max(0, (mailCount.get(row.id) ?? 0) - 1), 0);
    const foreign = [...mailCount.keys()].filter((id) => !stored.has(id)).length;
    const notSent = rows.filter((row) => row.status !== "sent").length;

    const refused = [...limit.refusedBy].join(", ");
    console.log(`\n1 instance:  ${one}\n3 instances: ${three}`);
    for (const { name, peakKb, forwarded, failed, server } of instances) {
      const killed = server === victim?.server ? " (SIGKILLed)" : "";
      console.log(
        `Instance ${name}: peak RSS ${Math.round(peakKb / 1024)} MB; ${forwarded} requests, ${failed} lost in flight${killed}`,
      );
    }
    console.log(
      `Over the limit: one client sent ${2 * leadsRateLimit}, ${limit.accepted} accepted (at most ${limit.allowed}), 429 from ${refused || "none"}\n` +
        `Rows: ${rows.length} (202s: ${acceptedIds.length}), lost ${lost.length}; mails ${mailIds(peers).length}, ` +
        `undelivered ${undelivered.length}, not marked sent ${notSent}, duplicates ${duplicates}, other runs' ${foreign}; ` +
        `${mailedDuringLoad} mailed during the load, the rest in ${deliveredIn.toFixed(0)} s after it\n` +
        `Rows without a 202 (lost in flight at the kill, or in flight when a phase ended): ${rows.length - acceptedIds.length}; ` +
        `rows mailed after more than one claim (SMTP down, or taken over from the killed instance): ${rows.filter((row) => row.attempts > 1).length}\n` +
        `Load average (1 min): ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}; run ${((Date.now() - runStarted) / 1000).toFixed(0)} s`,
    );

    const failures = [
      lost.length > 0 && `${lost.length} accepted messages have no row`,
      undelivered.length > 0 && `${undelivered.length} rows were never mailed`,
      notSent > 0 && `${notSent} rows are not marked sent`,
      duplicates > 0 && `${duplicates} duplicate mails (delivery is at least once: decision 023)`,
      !limit.ok && "the client over the limit was not refused by every instance",
      acceptedIds.length === 0 && "nothing was accepted",
    ].filter(Boolean);
    for (const failure of failures) console.error(`FAIL: ${failure}`);
    if (failures.length > 0) process.exitCode = 1;
  } finally {
    clearInterval(sampler);
    await Promise.all(instances.map((instance) => instance.server.stop()));
    await proxy?.close();
    await peers.at(-1)?.close();
    await db.delete(contactMessages).where(ofRun(tag));
    await db.delete(rateLimits).where(or(like(rateLimits.key, "%:198.18.%"), like(rateLimits.key, "%:198.19.%")));
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
