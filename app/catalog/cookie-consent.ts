// The analytics consent banner's words, and how long a choice is kept. The
// banner exists only when GA_MEASUREMENT_ID is set (docs/analytics.md,
// docs/decisions/027-analytics-consent.md); the page script draws it, so
// everything here is plain text the browser bundle can carry.

/** The first-party cookie that keeps the visitor's answer: "granted" or "denied". */
export const consentCookie = { name: "examwise_consent", maxAgeDays: 182 } as const;

/** Where the privacy policy explains analytics and cookies (its heading's id). */
export const cookiePolicyHref = "/privacy#6-cookies-and-analytics";

export const cookieConsentCopy = {
  footerLink: "Cookie settings",
  title: "May we count your visit?",
  text: "With your permission, Google Analytics sets cookies that help us see which pages are useful. Nothing from Google loads unless you allow it.",
  policyLink: "How we use analytics",
  accept: "Allow analytics",
  refuse: "No, thanks",
  gpcTitle: "Analytics is off",
  gpcText:
    "Your browser sends a Global Privacy Control signal, so we treat it as a no: Google Analytics stays off on this browser.",
  close: "Close",
} as const;
