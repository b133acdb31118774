// `npm run scale-test`: several instances of the built server on one
// PostgreSQL, behind a round-robin proxy in this script, on loopback, for
// about 90 s. One instance serves a first phase, three the second; mid-run
// one instance is killed with SIGKILL and the SMTP peer is stopped and
// started again. It prints accepted requests per second, latency, 429s and
// each instance's peak RSS, then fails (exit 1) unless every 202 has its row,
// every row was mailed exactly once, and one client over the limit was
// refused by every instance (the limit is shared in PostgreSQL).
//
//   npm run build && npm run scale-test
//
// PostgreSQL: TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432/test,
// schema public (the server has no schema setting). Rows are tagged with the
// run id and deleted afterwards, with the run's rate-limit buckets.
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import autocannon from "autocannon";
import { eq, like, or } from "drizzle-orm";
import { openDatabase } from "../app/server/db/database.server.ts";
import { contactMessages, rateLimits } from "../app/server/db/schema.server.ts";
import { assertPostgresReachable, migrationsFolder, postgresUrl } from "../tests/integration/support/databases.ts";
import { projectRoot, type SiteServer, startSiteServer } from "../tests/integration/support/site-server.ts";
import { type SmtpPeer, startSmtpPeer } from "../tests/integration/support/smtp-peer.ts";
import { acceptedId, contactBody, contactRequest } from "./lib/contact-load.ts";

const connections = 20;
const oneInstanceSeconds = 6;
const threeInstancesSeconds = 20;
/** Seconds into the three-instance phase. */
const limitCheckAt = 2;
const killAt = 6;
const smtpDownAt = 9;
const smtpDownFor = 5;
/**
 * After the load: how long the outbox may take to deliver everything. Mail
 * goes out mostly after the load (the instances' CPU goes to requests while
 * it runs): about 120–170 mails/s from two instances on this 2-core machine.
 */
const deliverySeconds = 50;

/** Per client and minute: ordinary load (every request from a new address) never reaches it. */
const leadsRateLimit = 20;
/**
 * Outbox timings short enough for the bound: a mail refused while SMTP is
 * down is retried after 2 s (then 4, 8, …), and a message claimed by the
 * killed instance is taken over 10 s after its claim (loopback sends take
 * milliseconds, so no live worker's claim runs out).
 */
const outboxEnv = { OUTBOX_RETRY_MS: "2000", OUTBOX_CLAIM_MS: "10000" };

const runId = randomBytes(4).toString("hex");
const tag = `scale ${runId}`;
/** Client addresses from 198.18.0.0/15 (benchmarking): the load counts up in 198.18/16, the over-limit client is in 198.19. */
const loadAddress = (n: number) => `198.18.${(n >> 8) & 255}.${n & 255}`;
const overLimitAddress = "198.19.255.254";

const seconds = (s: number) => new Promise((resolve) => setTimeout(resolve, s * 1000));

type Instance = {
  name: string;
  server: SiteServer;
  port: number;
  /** Out of the proxy's rotation: it refused a connection. */
  down: boolean;
  forwarded: number;
  /** Requests lost in flight (the connection reset by the kill): answered 502 by the proxy. */
  failed: number;
  peakRssKb: number;
  /** RSS when it began serving, when the load ended and when delivery ended. */
  rssKb: { idle?: number; afterLoad?: number; afterDelivery?: number };
};

function rssKb(pid: number): { rss: number; peak: number } | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? 0);
    return { rss: field("VmRSS"), peak: field("VmHWM") };
  } catch {
    return undefined;
  }
}

function sampleRss(instances: Instance[], moment?: keyof Instance["rssKb"]) {
  for (const instance of instances) {
    const sample = rssKb(instance.server.pid);
    if (!sample) continue;
    instance.peakRssKb = Math.max(instance.peakRssKb, sample.rss, sample.peak);
    if (moment) instance.rssKb[moment] = sample.rss;
  }
}

const loadAverage = () => Number(readFileSync("/proc/loadavg", "utf8").split(" ")[0]);

/**
 * Round robin over the instances that are up. A refused connection (the
 * request never reached anyone) takes the instance out and tries the next; a
 * request lost after it was sent (a reset: the instance died with it) is
 * answered 502 and counted, since it may or may not have been stored.
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
      if (!instance || tried >= instances.length) {
        res.writeHead(503).end();
        return;
      }
      instance.forwarded += 1;
      const upstream = http.request(
        { host: "127.0.0.1", port: instance.port, method: req.method, path: req.url, headers: req.headers, agent },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on("error", (error: NodeJS.ErrnoException) => {
        if (res.headersSent) {
          res.destroy();
        } else if (error.code === "ECONNREFUSED") {
          instance.down = true;
          forward(body, tried + 1);
        } else {
          instance.failed += 1;
          res.writeHead(502).end();
        }
      });
      upstream.end(body);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => {
      agent.destroy();
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

type PhaseResult = { seconds: number; accepted: number; statuses: Record<string, number>; p50: number; p99: number };

const acceptedIds: string[] = [];

/** `connections` clients for `duration` seconds, each request from a new address. */
async function load(url: string, duration: number): Promise<PhaseResult> {
  let accepted = 0;
  const result = await autocannon({
    url,
    connections,
    duration,
    timeout: 10,
    requests: [
      contactRequest(
        (n) => contactBody("Scale Test", "scale@example.com", `${tag} ${n}: a question`),
        (id) => {
          acceptedIds.push(id);
          accepted += 1;
        },
        (n) => ({ "X-Forwarded-For": loadAddress(n) }),
      ),
    ],
  });
  const statuses = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([status, { count = 0 }]) => [status, count]),
  );
  if (result.errors > 0) statuses.error = result.errors;
  return { seconds: result.duration, accepted, statuses, p50: result.latency.p50, p99: result.latency.p99 };
}

/**
 * One client sends twice the limit, alternating between the instances
 * directly: the shared bucket accepts the limit (plus what refills meanwhile)
 * and every instance refuses it.
 */
async function overLimitCheck(instances: Instance[]) {
  const started = Date.now();
  let accepted = 0;
  const refusedBy = new Map<string, number>();
  for (let n = 0; n < 2 * leadsRateLimit; n++) {
    const instance = instances[n % instances.length];
    if (!instance) continue;
    const response = await fetch(`http://127.0.0.1:${instance.port}/api/email/sendContact`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": overLimitAddress },
      body: contactBody("Over Limit", "over@example.com", `${tag} over-limit ${n}: a question`),
    });
    const id = acceptedId(await response.text());
    if (response.status === 202 && id) {
      acceptedIds.push(id);
      accepted += 1;
    }
    if (response.status === 429) refusedBy.set(instance.name, (refusedBy.get(instance.name) ?? 0) + 1);
  }
  const elapsed = (Date.now() - started) / 1000;
  const allowed = leadsRateLimit + Math.ceil((elapsed * leadsRateLimit) / 60);
  const ok = accepted <= allowed && instances.every((instance) => (refusedBy.get(instance.name) ?? 0) > 0);
  return { accepted, allowed, refusedBy, elapsed, ok };
}

function mailIds(peers: SmtpPeer[]): string[] {
  return peers.flatMap((peer) => peer.received.map((mail) => mail.headers.get("x-examwise-contact-id") ?? ""));
}

const mb = (kb: number) => `${Math.round(kb / 1024)} MB`;

async function main() {
  if (!existsSync(path.join(projectRoot, process.env.BUILD_DIR ?? "build", "server", "start.js"))) {
    throw new Error("No production build: run `npm run build` first.");
  }
  await assertPostgresReachable();
  const handle = await openDatabase({ driver: "postgres", url: postgresUrl, migrationsFolder });
  const { db } = handle;
  const instances: Instance[] = [];
  /** Every peer of the run (the first, stopped mid-run, and the second on its port), for counting mails. */
  const peers: SmtpPeer[] = [];
  const openPeers = new Set<SmtpPeer>();
  let proxy: Awaited<ReturnType<typeof startProxy>> | undefined;
  const loads: number[] = [loadAverage()];
  const sampler = setInterval(() => {
    sampleRss(instances);
    loads.push(loadAverage());
  }, 500);
  const runStarted = Date.now();

  try {
    const others = await db
      .select({ id: contactMessages.id })
      .from(contactMessages)
      .where(or(eq(contactMessages.status, "queued"), eq(contactMessages.status, "sending")));
    if (others.length > 0) {
      console.log(`Note: ${others.length} messages of other runs wait in the outbox; these instances may mail them.`);
    }

    // Stopping the peer cuts its sessions at once (a crash, not a drain).
    const firstPeer = await startSmtpPeer(0, { closeTimeoutMs: 50 });
    peers.push(firstPeer);
    openPeers.add(firstPeer);
    const env = {
      DATABASE_URL: postgresUrl,
      // One SMTP connection per instance, reused (nodemailer's pool): the
      // outbox's default of a connection per mail meets the peer's 100 ms
      // greeting delay (smtp-server's early-talker check) on every mail, about
      // 9 mails/s per instance, too slow to deliver this load within the bound.
      SMTP_URL: `${firstPeer.url}/?pool=true`,
      TRUST_PROXY: "1",
      LEADS_RATE_LIMIT: String(leadsRateLimit),
      LOG_LEVEL: "warn",
      ...outboxEnv,
    };
    const start = async (name: string): Promise<Instance> => {
      const server = await startSiteServer(env, { entry: "bundle" });
      const instance: Instance = {
        name,
        server,
        port: Number(new URL(server.url).port),
        down: false,
        forwarded: 0,
        failed: 0,
        peakRssKb: 0,
        rssKb: {},
      };
      sampleRss([instance], "idle");
      return instance;
    };

    console.log(`Scale test ${runId}: PostgreSQL ${new URL(postgresUrl).host}, ${connections} connections`);
    instances.push(await start("A"));
    proxy = await startProxy(instances);
    console.log(`Phase 1: one instance, ${oneInstanceSeconds} s`);
    const one = await load(proxy.url, oneInstanceSeconds);

    instances.push(...(await Promise.all([start("B"), start("C")])));
    console.log(
      `Phase 2: three instances, ${threeInstancesSeconds} s; C killed at ${killAt} s, SMTP down ${smtpDownAt}–${smtpDownAt + smtpDownFor} s`,
    );
    const three = load(proxy.url, threeInstancesSeconds);
    await seconds(limitCheckAt);
    const limit = await overLimitCheck(instances);
    await seconds(killAt - limitCheckAt - limit.elapsed);
    const victim = instances[2];
    // The proxy is not told: it finds out from the failed connections.
    if (victim) {
      sampleRss([victim]);
      await victim.server.stop("SIGKILL");
    }
    await seconds(smtpDownAt - killAt);
    await firstPeer.close();
    openPeers.delete(firstPeer);
    await seconds(smtpDownFor);
    const secondPeer = await startSmtpPeer(firstPeer.port, { closeTimeoutMs: 50 });
    peers.push(secondPeer);
    openPeers.add(secondPeer);
    const threeResult = await three;
    const mailedDuringLoad = mailIds(peers).length;
    sampleRss(instances, "afterLoad");

    // Delivery: every row of the run sent, every mail in.
    const deliveryStarted = Date.now();
    let rows: { id: string; status: string; attempts: number }[] = [];
    while (Date.now() - deliveryStarted < deliverySeconds * 1000) {
      rows = await db
        .select({ id: contactMessages.id, status: contactMessages.status, attempts: contactMessages.attempts })
        .from(contactMessages)
        .where(like(contactMessages.message, `${tag} %`));
      if (rows.every((row) => row.status === "sent") && mailIds(peers).length >= rows.length) break;
      await seconds(1);
    }
    const deliveredIn = (Date.now() - deliveryStarted) / 1000;
    // A late second copy (a worker that sent after its claim ran out) would arrive now.
    await seconds(2);
    sampleRss(instances, "afterDelivery");
    clearInterval(sampler);

    // Verdicts.
    const stored = new Set(rows.map((row) => row.id));
    const lost = acceptedIds.filter((id) => !stored.has(id));
    const mailCount = new Map<string, number>();
    for (const id of mailIds(peers)) mailCount.set(id, (mailCount.get(id) ?? 0) + 1);
    const undelivered = rows.filter((row) => !mailCount.has(row.id));
    const duplicates = rows.reduce((sum, row) => sum + Math.max(0, (mailCount.get(row.id) ?? 0) - 1), 0);
    const foreign = [...mailCount.keys()].filter((id) => !stored.has(id)).length;
    const notSent = rows.filter((row) => row.status !== "sent").length;

    const phaseLine = (name: string, phase: PhaseResult) =>
      `${name}: ${(phase.accepted / phase.seconds).toFixed(0)} accepted/s (${phase.accepted} in ${phase.seconds.toFixed(1)} s), ` +
      `p50 ${phase.p50} ms, p99 ${phase.p99} ms, 429s ${phase.statuses["429"] ?? 0}, statuses ${JSON.stringify(phase.statuses)}`;
    console.log("");
    console.log(phaseLine("1 instance ", one));
    console.log(phaseLine("3 instances", threeResult));
    for (const instance of instances) {
      console.log(
        `Instance ${instance.name}: RSS at start ${mb(instance.rssKb.idle ?? 0)}, after the load ${mb(instance.rssKb.afterLoad ?? 0)}, ` +
          `after delivery ${mb(instance.rssKb.afterDelivery ?? 0)}, peak ${mb(instance.peakRssKb)}; ${instance.forwarded} requests, ` +
          `${instance.failed} lost in flight${instance === victim ? " (SIGKILLed)" : ""}`,
      );
    }
    const refused = [...limit.refusedBy].map(([name, count]) => `${name} ${count}`).join(", ");
    console.log(
      `Over the limit: one client sent ${2 * leadsRateLimit}, ${limit.accepted} accepted (at most ${limit.allowed}), 429 from ${refused || "none"}`,
    );
    console.log(
      `Rows: ${rows.length} (202s: ${acceptedIds.length}), lost ${lost.length}; mails ${mailIds(peers).length}, ` +
        `undelivered ${undelivered.length}, not marked sent ${notSent}, duplicates ${duplicates}, other runs' ${foreign}; ${mailedDuringLoad} mailed during the load, the rest in ${deliveredIn.toFixed(0)} s after it`,
    );
    console.log(
      `Rows without a 202 (lost in flight at the kill, or in flight when a phase ended): ${rows.length - acceptedIds.length}; ` +
        `rows mailed after more than one claim (SMTP down, or taken over from the killed instance): ${rows.filter((row) => row.attempts > 1).length}`,
    );
    console.log(
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
    await Promise.all([...openPeers].map((peer) => peer.close()));
    await db.delete(contactMessages).where(like(contactMessages.message, `${tag} %`));
    await db.delete(rateLimits).where(or(like(rateLimits.key, "%:198.18.%"), like(rateLimits.key, "%:198.19.%")));
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
