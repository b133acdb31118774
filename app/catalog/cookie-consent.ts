// The analytics consent banner (only when GA_MEASUREMENT_ID is set, decision 027), drawn by the page script.

/** The first-party cookie that keeps the visitor's answer: "granted" or "denied". */
export const consentCookie = { name: "examwise_consent", maxAgeDays: 182 } as const;

/** Where the privacy policy explains analytics and cookies (its heading's id). */
export const cookiePolicyHref = "/privacy#6-cookies-and-analytics";
