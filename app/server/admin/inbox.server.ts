// What the /admin pages read: filtered contact messages, one message, subscribers and the audit log.
import { and, count, desc, eq, gte, ilike, lt, or, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { langs } from "#app/lib/lang";
import type { Database } from "../db/database.server";
import { adminAudit, type ContactMessage, contactMessages, deliveryStatuses } from "../db/schema.server";

const messagesPerPage = 25;
const exportLimit = 50_000;

export const dayPattern = /^\d{4}-\d{2}-\d{2}$/;
/** What an ILIKE pattern reads as wildcards or escapes. */
export const likeSpecials = /[\\%_]/g;

// The shape first, so zod's calendar pattern only ever reads ten characters.
const day = z.string().regex(dayPattern, "must be a date like 2026-11-26").pipe(z.iso.date("is not a real date"));
const notPage = "must be a page number";

const messageFilterSchema = z.object({
  q: z.string().trim().max(200, "is longer than 200 characters").optional(),
  status: z.enum(deliveryStatuses, "is not a status").optional(),
  from: day.optional(),
  to: day.optional(),
  campaign: z.string().trim().max(100, "is longer than 100 characters").optional(),
  language: z.enum(langs, "is not a language").optional(),
  page: z.coerce.number(notPage).int(notPage).min(1, notPage).max(100_000, "is too far").default(1),
});

const inOrder = (filters: { from?: string; to?: string }) => !(filters.from && filters.to && filters.from > filters.to);
const filtersInOrder = messageFilterSchema.refine(inOrder, { path: ["from"], message: "is after to" });

export type MessageFilters = z.infer<typeof messageFilterSchema>;

/** The filters of a query string: each field once at most, a blank one unset. */
export function parseMessageFilters(
  params: URLSearchParams,
): { ok: true; filters: MessageFilters } | { ok: false; problems: string[] } {
  const names = messageFilterSchema.keyof().options;
  const problems = names
    .filter((name) => params.getAll(name).length > 1)
    .map((name) => `${name} is given more than once`);
  const parsed = filtersInOrder.safeParse(
    Object.fromEntries(names.map((name) => [name, params.get(name) || undefined])),
  );
  if (!parsed.success) problems.push(...parsed.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`));
  return parsed.success && problems.length === 0 ? { ok: true, filters: parsed.data } : { ok: false, problems };
}

/** The query string of `filters` (page left out unless asked), for links and the export. */
export function filterQuery({ q, status, from, to, campaign, language }: MessageFilters, page = 1): string {
  const entries = Object.entries({ q, status, from, to, campaign, language, page: page > 1 ? String(page) : "" });
  const query = new URLSearchParams(entries.flatMap(([name, value]) => (value ? [[name, value]] : []))).toString();
  return query ? `?${query}` : "";
}

/** `text` as an ILIKE pattern that matches it literally anywhere: \, % and _ escaped. */
export function containsPattern(text: string): string {
  return `%${text.replace(likeSpecials, (character) => `\\${character}`)}%`;
}

const nextDay = (value: string) => new Date(Date.parse(`${value}T00:00:00Z`) + 24 * 60 * 60_000);

function conditions(filters: Partial<MessageFilters>): SQL | undefined {
  const pattern = filters.q ? containsPattern(filters.q) : undefined;
  return and(
    pattern
      ? or(
          ilike(contactMessages.name, pattern),
          ilike(contactMessages.email, pattern),
          ilike(contactMessages.message, pattern),
        )
      : undefined,
    filters.status ? eq(contactMessages.status, filters.status) : undefined,
    filters.language ? eq(contactMessages.language, filters.language) : undefined,
    filters.from ? gte(contactMessages.createdAt, new Date(`${filters.from}T00:00:00Z`)) : undefined,
    filters.to ? lt(contactMessages.createdAt, nextDay(filters.to)) : undefined,
    filters.campaign
      ? or(
          sql`${contactMessages.firstTouch} ->> 'utm_campaign' = ${filters.campaign}`,
          sql`${contactMessages.lastTouch} ->> 'utm_campaign' = ${filters.campaign}`,
        )
      : undefined,
  );
}

/** The messages `filters` match, newest first: the inbox's export (at most 50,000) and `npm run leads`' lists. */
export function listMessages(
  db: Database,
  { limit = exportLimit, ...filters }: Partial<MessageFilters> & { limit?: number },
) {
  return db
    .select()
    .from(contactMessages)
    .where(conditions(filters))
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(limit);
}

/** One page of the messages `filters` match, with their count. */
export async function findMessages(db: Database, filters: MessageFilters) {
  const [counted] = await db.select({ total: count() }).from(contactMessages).where(conditions(filters));
  const total = counted?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / messagesPerPage));
  const page = Math.min(filters.page, pages);
  const messages = await listMessages(db, { ...filters, limit: messagesPerPage }).offset((page - 1) * messagesPerPage);
  return { messages, total, page, pages };
}

export const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isMessageId(value: string | undefined): value is string {
  return value !== undefined && uuidPattern.test(value);
}

export async function findMessage(db: Database, id: string): Promise<ContactMessage | undefined> {
  const [message] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
  return message;
}

export function latestAudit(db: Database, limit = 200) {
  return db.select().from(adminAudit).orderBy(desc(adminAudit.at)).limit(limit);
}
