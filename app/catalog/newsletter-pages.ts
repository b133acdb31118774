// The words of the newsletter's confirm and unsubscribe pages, reached from
// the links in our mails. Not in `pages`: they are rendered per request,
// never pre-rendered, listed in the sitemap or indexed.
import { brand } from "./brand";

const common = { description: `Your ${brand.name} newsletter subscription.` };

/** The heading when the database cannot answer, on both pages. */
const ourFault = "Something went wrong on our side";

export const confirmPage = {
  ...common,
  path: "/newsletter/confirm",
  title: "Newsletter confirmation",
  outcomes: {
    confirmed: {
      heading: "You're subscribed",
      text: `Thanks for confirming. You'll get ${brand.name} study tips and event news now and then, and every email has a link to unsubscribe in one click.`,
    },
    "already-used": {
      heading: "This link has already been used",
      text: "Your address was confirmed with it, so there is nothing more to do. If you unsubscribed since, sign up again on our events page.",
    },
    expired: {
      heading: "This link has expired",
      text: "Confirmation links work for 7 days. Sign up again on our events page and we'll send you a fresh one.",
    },
    invalid: {
      heading: "This link doesn't work",
      text: "It may have been copied only in part, or replaced by a newer email from us. Open the link from our latest email, or sign up again on our events page.",
    },
  },
  unavailable: {
    heading: ourFault,
    text: "We couldn't check your link just now. Please open it again in a few minutes.",
  },
  signUpAgain: "Go to the events page",
  home: "Return to home",
} as const;

export const unsubscribePage = {
  ...common,
  path: "/newsletter/unsubscribe",
  title: "Unsubscribe",
  ask: {
    heading: "Unsubscribe from our newsletter?",
    text: "Press the button and we'll stop sending you newsletter emails straight away.",
    button: "Unsubscribe",
  },
  done: {
    heading: "You're unsubscribed",
    text: "We won't send you any more newsletter emails. Changed your mind? You can sign up again on our events page at any time.",
  },
  badLink: {
    heading: "This unsubscribe link doesn't work",
    text: `It may have been copied only in part. Open the link from one of our emails again, or write to ${brand.supportEmail} and we'll unsubscribe you by hand.`,
  },
  unavailable: {
    heading: ourFault,
    text: `We couldn't unsubscribe you just now. Please try again in a few minutes, or write to ${brand.supportEmail}.`,
  },
  home: "Return to home",
} as const;
