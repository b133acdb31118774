// A real SMTP server on loopback (smtp-server) that keeps what it receives,
// so tests check what actually went over the wire.
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = {
  from: string;
  to: string[];
  raw: string;
  /** Header names lower-cased, folded lines joined. */
  headers: Map<string, string>;
  /** The decoded text/plain and text/html parts, with LF line ends. */
  text: string;
  html: string;
};

export type SmtpPeer = {
  port: number;
  url: string;
  received: ReceivedMail[];
  /** Resolves with the next mail (or the `count`th overall) within `timeoutMs`. */
  waitForMail(count?: number, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
};

function parseHeaders(block: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of block.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

function decodeBody(body: string, encoding: string | undefined): string {
  if (encoding?.toLowerCase() === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding?.toLowerCase() === "quoted-printable") {
    const bytes = body
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    return Buffer.from(bytes, "latin1").toString("utf8");
  }
  return body;
}

/** The decoded text parts of a (possibly multipart) message, by content type. */
function partsOf(raw: string): { text: string; html: string } {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = parseHeaders(raw.slice(0, split));
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, "");
  const type = headers.get("content-type") ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (boundary) {
    const parts = body.split(`--${boundary}`).slice(1, -1);
    const result = { text: "", html: "" };
    for (const part of parts) {
      const decoded = partsOf(part.replace(/^\r?\n/, ""));
      result.text ||= decoded.text;
      result.html ||= decoded.html;
    }
    return result;
  }
  const decoded = decodeBody(body, headers.get("content-transfer-encoding")).replace(/\r\n/g, "\n");
  return /text\/html/i.test(type) ? { text: "", html: decoded } : { text: decoded, html: "" };
}

export type SmtpPeerOptions = {
  /** How long `close()` lets open sessions finish before it cuts them (smtp-server's default: 30 s). */
  closeTimeoutMs?: number;
  /** Asked for each recipient: true refuses it with a permanent 550 (a mailbox that does not take mail, for now). */
  refuseRecipient?: (address: string) => boolean;
};

/** Starts a peer on `port` (0: a free one). */
export async function startSmtpPeer(
  port = 0,
  { closeTimeoutMs = 30_000, refuseRecipient }: SmtpPeerOptions = {},
): Promise<SmtpPeer> {
  const received: ReceivedMail[] = [];
  const waiters: { count: number; resolve: (mail: ReceivedMail) => void }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    closeTimeout: closeTimeoutMs,
    onRcptTo(address, _session, callback) {
      if (!refuseRecipient?.(address.address)) return callback();
      callback(Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const split = raw.search(/\r?\n\r?\n/);
        const mail: ReceivedMail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw,
          headers: parseHeaders(raw.slice(0, split)),
          ...partsOf(raw),
        };
        received.push(mail);
        for (const waiter of waiters.filter((entry) => received.length >= entry.count)) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve(mail);
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const address = server.server.address();
  const actualPort = typeof address === "object" && address ? (address satisfies AddressInfo).port : port;
  return {
    port: actualPort,
    url: `smtp://127.0.0.1:${actualPort}`,
    received,
    waitForMail(count = received.length + 1, timeoutMs = 10_000) {
      const already = received[count - 1];
      if (already) return Promise.resolve(already);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`No mail number ${count} within ${timeoutMs} ms (got ${received.length})`)),
          timeoutMs,
        );
        waiters.push({
          count,
          resolve: (mail) => {
            clearTimeout(timer);
            resolve(mail);
          },
        });
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
