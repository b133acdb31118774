// A real SMTP server on loopback that keeps what it receives, so a test or
// `npm run scale-test` checks what actually went over the wire.
import PostalMime from "postal-mime";
import { SMTPServer } from "smtp-server";

/** Header names lower-cased, folded lines joined, values as sent; the decoded text/plain and text/html parts with LF line ends. */
type Mail = { from: string; to: string[]; headers: Map<string, string>; text: string; html: string };

export type SmtpPeer = Awaited<ReturnType<typeof startSmtpPeer>>;

/**
 * Starts a peer on `port` (0: a free one). `closeTimeoutMs`: how long `close()` lets open sessions finish before it
 * cuts them (smtp-server's default: 30 s); `refuseRecipient`: true refuses the recipient with a permanent 550.
 */
export async function startSmtpPeer(
  port = 0,
  { closeTimeoutMs = 30_000, refuseRecipient = (_address: string): boolean => false } = {},
) {
  const received: Mail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    closeTimeout: closeTimeoutMs,
    onRcptTo(address, _session, callback) {
      if (!refuseRecipient(address.address)) return callback();
      callback(Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", async () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const { headers, text = "", html = "" } = await PostalMime.parse(raw);
        const { mailFrom, rcptTo } = session.envelope;
        received.push({
          from: mailFrom ? mailFrom.address : "",
          to: rcptTo.map((r) => r.address),
          headers: new Map(headers.map(({ key, value }) => [key, value])),
          text: text.replace(/\r\n/g, "\n"),
          html: html.replace(/\r\n/g, "\n"),
        });
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
    async waitForMail(count = received.length + 1, timeoutMs = 10_000): Promise<Mail> {
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
