// The analytics consent banner: how long a choice is kept, and its words
// (content/pages/consent.yml, `cookieBanner`). The banner exists only when
// GA_MEASUREMENT_ID is set (docs/analytics.md,
// docs/decisions/027-analytics-consent.md); the page script draws it, so
// everything here is plain text the browser bundle can carry.
import { cookieBanner } from "#content/consent";

/** The first-party cookie that keeps the visitor's answer: "granted" or "denied". */
export const consentCookie = { name: "examwise_consent", maxAgeDays: 182 } as const;

/** Where the privacy policy explains analytics and cookies (its heading's id). */
export const cookiePolicyHref = "/privacy#6-cookies-and-analytics";

export const cookieConsentCopy = cookieBanner;
