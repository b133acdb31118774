// Contact mail and the newsletter's confirmation mail over SMTP (nodemailer).
import nodemailer, { type SendMailOptions } from "nodemailer";
import { newsletterMailIn } from "#app/catalog/forms/messages";
import { controlCharacters } from "#app/lib/forms/contact-schema";
import type { Lang } from "#app/lib/lang";
import type { ContactMessage } from "./db/schema.server";
import { confirmationToken, confirmUrl, unsubscribeUrl } from "./leads-secret.server";

export type Mailer = {
  send(mail: SendMailOptions): Promise<void>;
  close(): void;
};

export function createSmtpMailer(smtpUrl: string): Mailer {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    send: (mail) => transport.sendMail(mail).then(() => {}),
    close: () => transport.close(),
  };
}

const everyControlCharacter = new RegExp(controlCharacters.source, "g");
export const whitespaceRuns = /\s+/g;

/** One line of plain text: control characters (CR, LF, …) become spaces. */
export function oneLine(value: string, maxLength = 100): string {
  return value.replace(everyControlCharacter, " ").replace(whitespaceRuns, " ").trim().slice(0, maxLength);
}

const htmlEscapes: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export const htmlSpecials = /[&<>"']/g;

export function escapeHtml(value: string): string {
  return value.replace(htmlSpecials, (character) => htmlEscapes[character] ?? character);
}

export type MailSettings = { to: string; from: string };

/** The email the support team receives for one contact message; replying answers the visitor (in the language of
 * the page the message came from, which the mail names). */
export function composeContactMail(
  message: Pick<ContactMessage, "id" | "name" | "email" | "message" | "page" | "createdAt"> & { language?: Lang },
  settings: MailSettings,
): SendMailOptions {
  const name = oneLine(message.name) || "a visitor";
  const received = message.createdAt.toISOString();
  const page = message.page ?? "unknown page";
  const language = message.language ?? "en";
  return {
    from: settings.from,
    to: settings.to,
    replyTo: { name, address: message.email },
    subject: `Contact form: ${name}`,
    headers: { "X-Examwise-Contact-Id": message.id },
    text: [
      `From: ${name} <${message.email}>`,
      `Page: ${page}`,
      `Language: ${language}`,
      `Received: ${received}`,
      "",
      message.message,
    ].join("\n"),
    html: [
      `<p><strong>From:</strong> ${escapeHtml(name)} &lt;${escapeHtml(message.email)}&gt;<br>`,
      `<strong>Page:</strong> ${escapeHtml(page)}<br>`,
      `<strong>Language:</strong> ${escapeHtml(language)}<br>`,
      `<strong>Received:</strong> ${escapeHtml(received)}</p>`,
      `<p style="white-space: pre-wrap">${escapeHtml(message.message)}</p>`,
    ].join("\n"),
  };
}

export type LinkSettings = { siteUrl: string; secret: string };

/** The double opt-in mail: the confirmation link (its token derived, never stored) and the unsubscribe link; in the
 * language of the page the subscriber signed up on (English unless told). */
export function composeConfirmationMail(
  subscriber: { id: string; email: string; language?: Lang },
  confirmationId: string,
  settings: { from: string } & LinkSettings,
): SendMailOptions {
  const lang = subscriber.language ?? "en";
  const confirm = confirmUrl(settings.siteUrl, confirmationToken(settings.secret, confirmationId), lang);
  const leave = unsubscribeUrl(settings.siteUrl, settings.secret, subscriber.id, lang);
  const text = newsletterMailIn[lang].confirmation;
  return {
    from: settings.from,
    to: subscriber.email,
    subject: text.subject,
    // RFC 2369 and 8058 unsubscribe headers; `prepared`, so nodemailer leaves the URL alone.
    headers: {
      "List-Unsubscribe": { prepared: true, value: `<${leave}>` },
      "List-Unsubscribe-Post": { prepared: true, value: "List-Unsubscribe=One-Click" },
    },
    text: [text.greeting, `${text.ask}\n${confirm}`, text.expiry, text.notYou, `${text.unsubscribe} ${leave}`].join(
      "\n\n",
    ),
    html: [
      `<p>${escapeHtml(text.greeting)}</p>`,
      `<p>${escapeHtml(text.ask)}</p>`,
      `<p><a href="${escapeHtml(confirm)}">${escapeHtml(text.button)}</a></p>`,
      `<p>${escapeHtml(text.expiry)}</p>`,
      `<p>${escapeHtml(text.notYou)}</p>`,
      `<p>${escapeHtml(text.unsubscribe)} <a href="${escapeHtml(leave)}">${escapeHtml(text.unsubscribeLink)}</a></p>`,
    ].join("\n"),
  };
}
