// The words of the lead inbox at /admin, for the marketing team. Not in
// `pages`: rendered per request, never pre-rendered, listed in the sitemap
// or indexed.
import { brand } from "./brand";

export const adminPaths = {
  overview: "/admin",
  signIn: "/admin/sign-in",
  verify: "/admin/sign-in/verify",
  signOut: "/admin/sign-out",
  messages: "/admin/messages",
  messagesCsv: "/admin/messages.csv",
  message: (id: string) => `/admin/messages/${id}`,
  forget: "/admin/forget",
  subscribers: "/admin/subscribers",
  audit: "/admin/audit",
} as const;

export const adminWords = {
  title: `Lead inbox | ${brand.name}`,
  description: `The ${brand.name} team's lead inbox.`,
  nav: {
    label: "Lead inbox",
    overview: "Overview",
    messages: "Messages",
    subscribers: "Subscribers",
    audit: "Audit log",
  },
  signIn: {
    heading: "Sign in to the lead inbox",
    intro: "Enter your work email address. If it may use the inbox, we'll email you a sign-in link.",
    email: "Email address",
    button: "Email me a sign-in link",
    invalid: "Enter an email address.",
    tooMany: "Too many sign-in requests. Please wait a minute and try again.",
    sent: {
      heading: "Check your email",
      text: "If this address may use the lead inbox, a sign-in link is on its way. It works once, for 15 minutes.",
    },
  },
  verify: {
    heading: "Finish signing in",
    text: "Press the button to sign in on this browser.",
    button: "Sign in",
    refused: {
      heading: "This sign-in link doesn't work",
      text: "It may have been used already, be older than 15 minutes, or have been copied only in part. Ask for a new one.",
    },
    again: "Ask for a new link",
  },
  signOut: {
    button: "Sign out",
    everywhere: "Sign out everywhere",
  },
  forbidden: "This form has expired or did not come from the inbox. Go back, reload the page and try again.",
  unauthorised: "Sign in to the lead inbox first.",
  unavailable: "The lead database cannot be reached just now. Please try again in a minute.",
  overview: {
    heading: "Lead inbox",
    counts: "Contact messages by status",
    latest: "Latest messages",
    all: "All messages",
  },
  messages: {
    heading: "Contact messages",
    filters: "Filter messages",
    search: "Search name, email or message",
    status: "Status",
    anyStatus: "Any status",
    from: "Received from",
    to: "Received until",
    campaign: "Campaign (utm_campaign)",
    apply: "Apply filters",
    reset: "Clear filters",
    export: "Export these as CSV",
    none: "No messages match these filters.",
    previous: "Previous page",
    next: "Next page",
    page: (page: number, pages: number) => `Page ${page} of ${pages}`,
    total: (count: number) => `${count} ${count === 1 ? "message" : "messages"}`,
    columns: { received: "Received", status: "Status", name: "Name", email: "Email", campaign: "Campaign" },
    badFilter: "These filters could not be read:",
  },
  message: {
    back: "Back to messages",
    notFound: "There is no such message (it may have been deleted).",
    badId: "That is not a message id.",
    sender: "From",
    text: "Message",
    page: "Sent from page",
    delivery: "Delivery",
    status: "Status",
    attempts: "Attempts",
    lastError: "Last error",
    received: "Received",
    sent: "Delivered",
    nextAttempt: "Next attempt",
    attribution: "Attribution",
    firstTouch: "First visit",
    lastTouch: "Latest visit",
    noAttribution: "Not known",
    requeue: "Send again",
    requeued: "The message is queued again: the outbox sends it on its next round.",
    notFailed: "Only a failed message can be sent again.",
    forget: "Delete everything about this person",
  },
  forget: {
    heading: "Delete a person's data",
    ask: (email: string) =>
      `This deletes every contact message and newsletter subscription of ${email}, at once and for good.`,
    confirm: "Yes, delete it all",
    cancel: "Cancel",
    done: (messages: number, subscriptions: number) =>
      `Deleted ${messages} ${messages === 1 ? "contact message" : "contact messages"} and ${subscriptions} ${
        subscriptions === 1 ? "newsletter subscription" : "newsletter subscriptions"
      }.`,
    invalid: "That is not an email address.",
  },
  subscribers: {
    heading: "Newsletter subscribers",
    none: "No subscribers yet.",
    columns: { signedUp: "Signed up", status: "Status", email: "Email", page: "Page", cameFrom: "Came from" },
  },
  audit: {
    heading: "Audit log",
    intro: "Who did what in the inbox. Entries name admins, never a lead's address.",
    none: "Nothing yet.",
    columns: { at: "When", admin: "Admin", action: "Action", detail: "Detail" },
  },
  statuses: {
    queued: "Queued",
    sending: "Sending",
    sent: "Sent",
    failed: "Failed",
    spam: "Spam",
  },
  subscriberStatuses: {
    pending: "Pending",
    confirmed: "Confirmed",
    unsubscribed: "Unsubscribed",
  },
  mail: {
    subject: `Your ${brand.name} lead inbox sign-in link`,
    text: "Open this link to sign in to the lead inbox. It works once, for 15 minutes:",
    button: "Sign in to the lead inbox",
    notYou: "If you did not ask to sign in, ignore this email: nothing happens without the link.",
  },
} as const;
