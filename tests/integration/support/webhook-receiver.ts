// A real HTTP server on loopback standing in for the CRM's webhook: it keeps
// every request it receives (raw body and headers) and answers with the
// status the test sets, so tests check what actually went over the wire.
import http from "node:http";
import type { AddressInfo } from "node:net";

type ReceivedRequest = {
  method: string;
  path: string;
  /** Header names lower-cased. */
  headers: http.IncomingHttpHeaders;
  body: string;
};

export type WebhookReceiver = {
  port: number;
  url: string;
  received: ReceivedRequest[];
  /** The status of the next answers (200 unless set); `location` for a redirect. */
  answer(status: number, location?: string): void;
  /** Resolves once `count` requests have arrived in all, or rejects after `timeoutMs`. */
  waitForRequests(count: number, timeoutMs?: number): Promise<ReceivedRequest[]>;
  close(): Promise<void>;
};

/** Starts a receiver on `port` (0: a free one). */
export async function startWebhookReceiver(port = 0): Promise<WebhookReceiver> {
  const received: ReceivedRequest[] = [];
  let status = 200;
  let location: string | undefined;
  const waiters: { count: number; resolve: () => void }[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      received.push({
        method: req.method ?? "",
        path: req.url ?? "",
        headers: req.headers,
        body: Buffer.concat(chunks).toString("utf8"),
      });
      res.writeHead(status, location ? { Location: location } : {});
      res.end(status < 300 ? '{"ok":true}' : "no");
      for (const waiter of waiters.filter((entry) => received.length >= entry.count)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const address = server.address();
  const actualPort = typeof address === "object" && address ? (address satisfies AddressInfo).port : port;
  return {
    port: actualPort,
    url: `http://127.0.0.1:${actualPort}/hooks/leads`,
    received,
    answer(next, nextLocation) {
      status = next;
      location = nextLocation;
    },
    waitForRequests(count, timeoutMs = 10_000) {
      if (received.length >= count) return Promise.resolve(received);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`No request number ${count} within ${timeoutMs} ms (got ${received.length})`)),
          timeoutMs,
        );
        waiters.push({
          count,
          resolve: () => {
            clearTimeout(timer);
            resolve(received);
          },
        });
      });
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A loopback port where nothing listens: a receiver that is down. */
export async function closedPort(): Promise<number> {
  const receiver = await startWebhookReceiver();
  await receiver.close();
  return receiver.port;
}
