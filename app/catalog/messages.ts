// What the lead forms say to a visitor: labels, toasts (SPEC §8) and field
// errors. The server's 400 answers use the same field errors, so a message
// reads the same whether the browser or the server found the problem.
import { formatCount } from "#app/lib/format";
import { brand } from "./brand";

/** Length limits of the contact and newsletter fields; the forms show them. */
export const leadLimits = {
  name: 100,
  email: 254,
  message: 5000,
} as const;

export const contactToasts = {
  sent: {
    title: "Message sent!",
    description: `Your message was sent to ${brand.supportEmail}. Our team will reply soon.`,
  },
  failed: {
    title: "Something went wrong",
    description: "Your message could not be sent. Please try again later.",
  },
  /** After a 429: the same failure, with the reason. */
  tooMany: {
    title: "Something went wrong",
    description: "You have sent several messages in a short time. Please try again in a few minutes.",
  },
  /** After a 400 for the consent wording: the page was opened before the wording changed. */
  outOfDate: {
    title: "This page is out of date",
    description: "The note under the form has changed since you opened this page. Please reload it and send again.",
  },
} as const;

export const contactFormText = {
  title: "Send us a message",
  description: `We answer every message by email, usually within one working day. You can also write to ${brand.supportEmail}.`,
  name: "Full name",
  email: "Email address",
  message: "Message",
  messageHint: `Up to ${formatCount(leadLimits.message)} characters, plain text.`,
  /** Under the message once the page is interactive: "1,234 of 5,000 characters". */
  messageCount: (count: number) => `${formatCount(count)} of ${formatCount(leadLimits.message)} characters`,
  send: "Send",
  sending: "Sending...",
  /** The hidden field only robots fill in. */
  honeypot: "Leave this field empty",
} as const;

export const newsletterToasts = {
  /** The same words whether the address is new, waiting for its confirmation or already subscribed. */
  subscribed: {
    title: "Check your inbox to confirm",
    description:
      "Thanks! We've sent you an email with a confirmation link. Click it within 7 days and you're in. If nothing arrives, check your spam folder.",
  },
  failed: {
    title: "Something went wrong",
    description: "We could not subscribe you. Please try again later.",
  },
} as const;

export const newsletterFormText = {
  title: "Get study tips and event news",
  description:
    "One short email now and then. You confirm by email first, and every email has a one-click unsubscribe link.",
  email: "Email address",
  subscribe: "Subscribe",
  subscribing: "Subscribing...",
  honeypot: "Leave this field empty",
} as const;

/** The mails a subscriber receives. */
export const newsletterMail = {
  confirmation: {
    subject: `Please confirm your ${brand.name} newsletter sign-up`,
    greeting: "Hello,",
    ask: `Someone, hopefully you, asked to get ${brand.name} study tips and event news at this address. To confirm, open this link:`,
    button: "Yes, subscribe me",
    expiry: "The link works once, for 7 days. Until you open it we send you nothing else.",
    notYou: "Didn't sign up? Just ignore this email: without a confirmation we delete the address after 7 days.",
    unsubscribe: "Changed your mind? Unsubscribe here:",
    unsubscribeLink: "Unsubscribe",
  },
} as const;

/** Field errors, keyed by field; shown next to the field. */
export const fieldErrors = {
  name: {
    required: "Please enter your full name.",
    tooLong: `Please keep your name to ${leadLimits.name} characters or fewer.`,
    oneLine: "Please write your name on one line, without special characters.",
    hiddenCharacters:
      "Your name contains hidden formatting characters, which can come along when text is copied. Please type your name in again.",
  },
  email: {
    required: "Please enter your email address.",
    invalid: "Please enter a valid email address, like name@example.com.",
    tooLong: `Please keep your email address to ${leadLimits.email} characters or fewer.`,
    hiddenCharacters:
      "Your email address contains hidden characters, which can come along when text is copied. Please type the address in again.",
  },
  consent: {
    unknown: "This form is out of date. Please reload the page and send it again.",
  },
  message: {
    required: "Please write a message.",
    tooLong: `Please keep your message to ${formatCount(leadLimits.message)} characters or fewer.`,
    markup: "Please remove HTML tags (text between < and >) from your message.",
    hiddenCharacters:
      "Your message contains hidden control characters, which can come along when text is copied from another program. Please paste it as plain text or type that part again.",
  },
} as const;
