// Figures the lead forms' words cite; no page copy, since copy-refs.ts reads it at content build.

/** Length limits of the contact, newsletter and admin sign-in fields; the forms show them. */
export const leadLimits = { name: 100, email: 254, message: 5000 } as const;

/** How long a newsletter confirmation link works, and so how long an unconfirmed sign-up is kept. */
export const newsletterConfirmationDays = 7;
