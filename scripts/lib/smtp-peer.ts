// A real SMTP server on loopback that keeps what it receives, so a test or
// `npm run scale-test` checks what actually went over the wire.
import { SMTPServer } from "smtp-server";

type ReceivedMail = {
  from: string;
  to: string[];
  raw: string;
  /** Header names lower-cased, folded lines joined. */
  headers: Map<string, string>;
  /** The decoded text/plain and text/html parts, with LF line ends. */
  text: string;
  html: string;
};

export type SmtpPeer = Awaited<ReturnType<typeof startSmtpPeer>>;

function parseHeaders(block: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of block.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

function decodeBody(body: string, encoding = ""): string {
  if (/^base64$/i.test(encoding)) return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (!/^quoted-printable$/i.test(encoding)) return body;
  const bytes = body
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

/** The headers and decoded text parts of a (possibly multipart) message. */
function parse(raw: string): { headers: Map<string, string>; text: string; html: string } {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = parseHeaders(raw.slice(0, split));
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, "");
  const type = headers.get("content-type") ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (boundary) {
    const parts = body
      .split(`--${boundary}`)
      .slice(1, -1)
      .map((part) => parse(part.replace(/^\r?\n/, "")));
    return { headers, text: parts.find((p) => p.text)?.text ?? "", html: parts.find((p) => p.html)?.html ?? "" };
  }
  const decoded = decodeBody(body, headers.get("content-transfer-encoding")).replace(/\r\n/g, "\n");
  return /text\/html/i.test(type) ? { headers, text: "", html: decoded } : { headers, text: decoded, html: "" };
}

export type SmtpPeerOptions = {
  /** How long `close()` lets open sessions finish before it cuts them (smtp-server's default: 30 s). */
  closeTimeoutMs?: number;
  /** True refuses the recipient with a permanent 550. */
  refuseRecipient?: (address: string) => boolean;
};

/** Starts a peer on `port` (0: a free one). */
export async function startSmtpPeer(port = 0, { closeTimeoutMs = 30_000, refuseRecipient }: SmtpPeerOptions = {}) {
  const received: ReceivedMail[] = [];
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
        const { mailFrom, rcptTo } = session.envelope;
        received.push({ from: mailFrom ? mailFrom.address : "", to: rcptTo.map((r) => r.address), raw, ...parse(raw) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => server.once("error", reject).listen(port, "127.0.0.1", resolve));
  const address = server.server.address();
  const actualPort = typeof address === "object" && address ? address.port : port;
  return {
    port: actualPort,
    url: `smtp://127.0.0.1:${actualPort}`,
    received,
    /** Resolves with the next mail (or the `count`th overall) within `timeoutMs`. */
    async waitForMail(count = received.length + 1, timeoutMs = 10_000): Promise<ReceivedMail> {
      const deadline = Date.now() + timeoutMs;
      do {
        const mail = received[count - 1];
        if (mail) return mail;
        await new Promise((resolve) => setTimeout(resolve, 20));
      } while (Date.now() < deadline);
      throw new Error(`No mail number ${count} within ${timeoutMs} ms (got ${received.length})`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
