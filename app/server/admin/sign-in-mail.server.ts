// The admin's sign-in mail as a kind of outbox mail: the worker claims a due
// row of `admin_sign_in_mails`, makes a fresh token (only its hash is
// stored), mails the link, and records the outcome like the contact mail's,
// fenced to its claim token.
import { and, eq, gt, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { SendMailOptions } from "nodemailer";
import { adminPaths, adminWords } from "#app/catalog/admin/admin";
import { adminSignInMails } from "../db/schema.server";
import { errorSummary } from "../http.server";
import { escapeHtml } from "../mailer.server";
import {
  backoffDelay,
  claimNextDue,
  type OutboxKind,
  type OutboxKindContext,
  type StepOutcome,
} from "../outbox.server";
import { issueSignInToken, signInLinkMs, withdrawSignInToken } from "./auth.server";

/** The link a sign-in mail carries. */
export function signInLink(siteUrl: string, token: string): string {
  const url = new URL(adminPaths.verify, siteUrl);
  url.searchParams.set("token", token);
  return url.toString();
}

export function composeSignInMail(to: string, link: string, from: string): SendMailOptions {
  const words = adminWords.mail;
  return {
    from,
    to,
    subject: words.subject,
    text: [words.text, link, "", words.notYou].join("\n"),
    html: [
      `<p>${escapeHtml(words.text)}</p>`,
      `<p><a href="${escapeHtml(link)}">${escapeHtml(words.button)}</a></p>`,
      `<p>${escapeHtml(words.notYou)}</p>`,
    ].join("\n"),
  };
}

const afterMs = (ms: number) => sql`now() + ${Math.round(ms)} * interval '1 millisecond'`;

/** The outbox kind that sends sign-in links to `siteUrl`. */
export function signInMailKind(siteUrl: string): OutboxKind {
  return async ({ db, mailer, mail, log, settings }: OutboxKindContext): Promise<StepOutcome> => {
    const claim = await claimNextDue(db, adminSignInMails, {
      until: afterMs(settings.claimMs),
      // A request older than a link's life is not answered late (after an SMTP outage): the admin asks again.
      also: gt(adminSignInMails.createdAt, sql`now() - ${signInLinkMs} * interval '1 millisecond'`),
    });
    if (!claim) return "idle";
    const [row] = await db.select().from(adminSignInMails).where(eq(adminSignInMails.id, claim.id));
    if (!row) return "idle";
    const record = async (outcome: PgUpdateSetSource<typeof adminSignInMails>) => {
      const updated = await db
        .update(adminSignInMails)
        .set(outcome)
        .where(and(eq(adminSignInMails.id, claim.id), eq(adminSignInMails.claimToken, claim.claimToken)))
        .returning({ id: adminSignInMails.id });
      return updated.length > 0;
    };
    const token = await issueSignInToken(db, row.email, new Date());
    try {
      await mailer.send(composeSignInMail(row.email, signInLink(siteUrl, token), mail.from));
    } catch (error) {
      await withdrawSignInToken(db, token);
      const summary = errorSummary(error);
      const failed = row.attempts >= settings.maxAttempts;
      const delay = backoffDelay(row.attempts, settings.baseDelayMs, settings.maxDelayMs);
      const recorded = await record({
        status: failed ? "failed" : "queued",
        lastError: `${summary.code ? `${summary.code}: ` : ""}${summary.message}`,
        nextAttemptAt: failed ? sql`now()` : afterMs(delay),
      });
      if (!recorded) return "superseded";
      log.warn({ adminSignInMailId: row.id, attempts: row.attempts, error: summary }, "admin sign-in mail failed");
      return failed ? "failed" : "retry";
    }
    if (!(await record({ status: "sent", sentAt: sql`now()`, lastError: null }))) return "superseded";
    log.info({ adminSignInMailId: row.id }, "admin sign-in mail sent");
    return "sent";
  };
}
