// The admin's sign-in mail as an outbox kind: a fresh token per mail (only its hash stored), withdrawn if it fails.
import { eq, gt, sql } from "drizzle-orm";
import { adminPaths, adminWords } from "#app/catalog/admin/admin";
import { adminSignInMails, adminSignInTokens } from "../db/schema.server";
import { tokenHash } from "../leads-secret.server";
import { escapeHtml } from "../mailer.server";
import { deliverNext, type OutboxKind } from "../outbox.server";
import { issueSignInToken, signInLinkMs } from "./auth.server";

export function signInMailKind(siteUrl: string): OutboxKind {
  const words = adminWords.mail;
  return ({ db, mailer, mail, log, settings }) =>
    deliverNext({
      db,
      settings,
      log,
      table: adminSignInMails,
      name: "admin sign-in mail",
      idField: "adminSignInMailId",
      // A request older than a link's life is not answered late (after an SMTP outage): the admin asks again.
      also: gt(adminSignInMails.createdAt, sql`now() - ${signInLinkMs} * interval '1 millisecond'`),
      load: (id) => db.query.adminSignInMails.findFirst({ where: eq(adminSignInMails.id, id) }),
      compose: async (row) => row,
      send: async (row) => {
        const token = await issueSignInToken(db, row.email, new Date());
        const link = new URL(adminPaths.verify, siteUrl);
        link.searchParams.set("token", token);
        try {
          await mailer.send({
            from: mail.from,
            to: row.email,
            subject: words.subject,
            text: [words.text, link, "", words.notYou].join("\n"),
            html: [
              `<p>${escapeHtml(words.text)}</p>`,
              `<p><a href="${escapeHtml(link.toString())}">${escapeHtml(words.button)}</a></p>`,
              `<p>${escapeHtml(words.notYou)}</p>`,
            ].join("\n"),
          });
        } catch (error) {
          // The mail was not sent: nobody has seen its token.
          await db.delete(adminSignInTokens).where(eq(adminSignInTokens.tokenHash, tokenHash(token)));
          throw error;
        }
      },
    });
}
