/** The analytics id of the e2e run's second build (playwright.config.ts), which has a consent banner. */
export const consentMeasurementId = "G-E2ECONSENT1";
