// The figures the lead forms' words cite: length limits of the contact and
// newsletter fields, and how long a newsletter sign-up waits for its
// confirmation. Relative imports only, no page copy: app/catalog/copy-refs.ts
// reads it when the content files are built.

/** Length limits of the contact and newsletter fields; the forms show them. */
export const leadLimits = {
  name: 100,
  email: 254,
  message: 5000,
} as const;

/**
 * How long a newsletter confirmation link works, and so how long an
 * unconfirmed sign-up is kept (app/server/newsletter.server.ts, retention.server.ts).
 */
export const newsletterConfirmationDays = 7;
