// What the /admin pages read: filtered contact messages, one message, subscribers and the audit log.
import { and, count, desc, eq, gte, ilike, lt, or, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../db/database.server";
import { adminAudit, type ContactMessage, contactMessages, deliveryStatuses } from "../db/schema.server";

const messagesPerPage = 25;
const exportLimit = 50_000;

export const dayPattern = /^\d{4}-\d{2}-\d{2}$/;
/** What an ILIKE pattern reads as wildcards or escapes. */
export const likeSpecials = /[\\%_]/g;

const day = z
  .string()
  .regex(dayPattern, "must be a date like 2026-11-26")
  .refine(
    (value) =>
      !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    "is not a real date",
  );

const blankAsUnset = (value: unknown) => (value === "" ? undefined : value);
const notPage = "must be a page number";

export const messageFilterSchema = z.object({
  q: z.preprocess(blankAsUnset, z.string().trim().max(200, "is longer than 200 characters").optional()),
  status: z.preprocess(blankAsUnset, z.enum(deliveryStatuses, "is not a status").optional()),
  from: z.preprocess(blankAsUnset, day.optional()),
  to: z.preprocess(blankAsUnset, day.optional()),
  campaign: z.preprocess(blankAsUnset, z.string().trim().max(100, "is longer than 100 characters").optional()),
  page: z.preprocess(
    blankAsUnset,
    z.coerce.number(notPage).int(notPage).min(1, notPage).max(100_000, "is too far").default(1),
  ),
});

export type MessageFilters = z.infer<typeof messageFilterSchema>;

export type FilterResult = { ok: true; filters: MessageFilters } | { ok: false; problems: string[] };

/** The filters of a query string; each field once at most. */
export function parseMessageFilters(params: URLSearchParams): FilterResult {
  const raw: Record<string, string> = {};
  const problems: string[] = [];
  for (const name of messageFilterSchema.keyof().options) {
    const values = params.getAll(name);
    if (values.length > 1) problems.push(`${name} is given more than once`);
    if (values[0] !== undefined) raw[name] = values[0];
  }
  const parsed = messageFilterSchema.safeParse(raw);
  if (!parsed.success) problems.push(...parsed.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`));
  if (parsed.success && parsed.data.from && parsed.data.to && parsed.data.from > parsed.data.to) {
    problems.push("from is after to");
  }
  return parsed.success && problems.length === 0 ? { ok: true, filters: parsed.data } : { ok: false, problems };
}

/** The query string of `filters` (page left out unless asked), for links and the export. */
export function filterQuery(filters: MessageFilters, page?: number): string {
  const params = new URLSearchParams();
  for (const name of ["q", "status", "from", "to", "campaign"] as const) {
    const value = filters[name];
    if (value) params.set(name, value);
  }
  if (page && page > 1) params.set("page", String(page));
  const query = params.toString();
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

export type MessagePage = { messages: ContactMessage[]; total: number; page: number; pages: number };

export async function findMessages(db: Database, filters: MessageFilters): Promise<MessagePage> {
  const where = conditions(filters);
  const [counted] = await db.select({ total: count() }).from(contactMessages).where(where);
  const total = counted?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / messagesPerPage));
  const page = Math.min(filters.page, pages);
  const messages = await db
    .select()
    .from(contactMessages)
    .where(where)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(messagesPerPage)
    .offset((page - 1) * messagesPerPage);
  return { messages, total, page, pages };
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
