import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { readServerEnv } from "./env.server";
import { pendingRetentionDays, purgeSummary, retentionCutoffs, spamRetentionDays } from "./retention.server";

test("the cut-offs: LEAD_RETENTION_DAYS for delivered, undelivered and unsubscribed, 30 days for spam, 7 for sign-ups", () => {
  const at = new Date("2026-11-26T12:00:00Z");
  expect(retentionCutoffs(at, { retentionDays: 730 })).toEqual({
    now: at,
    retention: new Date("2024-11-26T12:00:00Z"),
    spam: new Date("2026-10-27T12:00:00Z"),
    pending: new Date("2026-11-19T12:00:00Z"),
  });
  expect(retentionCutoffs(at, { retentionDays: 1 }).retention).toEqual(new Date("2026-11-25T12:00:00Z"));
});

test("the summary names counts per kind, in the singular where it is one", () => {
  const counts = {
    deliveredMessages: 1,
    undeliveredMessages: 3,
    spamMessages: 0,
    pendingSubscriptions: 2,
    unsubscribedAddresses: 1,
    confirmationLinks: 3,
    subscriberMails: 1,
    leadWebhooks: 2,
  };
  expect(purgeSummary(counts)).toBe(
    "Lead retention: removed 1 delivered contact message, 3 undelivered contact messages, 0 spam messages, 2 unconfirmed sign-ups, 1 unsubscribed address, 3 confirmation links, 1 subscriber mail and 2 CRM deliveries.",
  );
  expect(purgeSummary(counts, { dryRun: true })).toMatch(/^Lead retention: would remove 1 delivered/);
});

test("the privacy policy states the periods the purge applies", () => {
  const policy = readFileSync(path.resolve(import.meta.dirname, "../../content/legal/privacy.md"), "utf8");
  const retention = policy.slice(policy.indexOf("## 10."), policy.indexOf("## 11."));
  const { LEAD_RETENTION_DAYS } = readServerEnv({});
  expect(retention).toContain(`A contact-form message ${LEAD_RETENTION_DAYS} days (two years) after it was delivered`);
  expect(retention).toMatch(
    new RegExp(`never reached our team by email[^\\n]* ${LEAD_RETENTION_DAYS} days after you sent it\\.`),
  );
  expect(retention).toContain(`spam trap after ${spamRetentionDays} days`);
  expect(retention).toContain(`${pendingRetentionDays} days after you signed up`);
  expect(retention).toContain(`${LEAD_RETENTION_DAYS} days after you unsubscribe`);
});
