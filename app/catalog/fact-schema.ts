// The shape of content/facts.yml, and its sources resolved from their ids (docs/decisions/055).
// Imported with its extension: content-collections.ts loads it.
import { z } from "zod";
import { type PagePath, pageIds, pagePath } from "../routes.ts";
import { feedExams, feedTimeZones } from "./calendar-feeds.ts";
import { each, text, texts } from "./content-schemas/fields.ts";
import { cpsOffersFacts } from "./cps-offer-facts.ts";
import { isIsoDate } from "./fact-sources.ts";

const isoDate = z.string().refine(isIsoDate, "must be a real date written YYYY-MM-DD");
const id = z.string().regex(/^[a-zA-Z0-9-]+$/, "must be an id: letters, digits and hyphens");
const source = z.strictObject({ title: text, url: z.url() });

/** A JavaScript regular expression written `/pattern/flags` (exam-changes.ts reads it the same way). */
const pattern = z
  .string()
  .regex(/^\/.+\/[a-z]*$/s, "must be a regular expression written /pattern/flags")
  .refine((written) => {
    try {
      const end = written.lastIndexOf("/");
      return new RegExp(written.slice(1, end), written.slice(end + 1)) instanceof RegExp;
    } catch {
      return false;
    }
  }, "is not a valid regular expression");

/** Where a fact comes from: `source` and `alsoSeen` name sources by id. */
const provenance = {
  source: id,
  alsoSeen: z.array(id).optional(),
  checkedOn: isoDate,
  effectiveFrom: isoDate,
  effectiveText: text.optional(),
  caveat: text.optional(),
};

const examId = z.enum(["toefl", "cps", "shsat", "hspt", "gre", "act"]);
const page = z.custom<PagePath>((path) => pageIds.some((pageId) => pagePath(pageId) === path), "is not a page's path");

/** An exam's format; `optional`: a section the student may leave out (ACT science and writing). */
const examFormat = z.strictObject({
  id: examId,
  ...texts("name fullName audience scale totalTime"),
  formatNote: text.optional(),
  planCode: z.enum(["TOEFL", "CPS", "HSPT", "GRE", "SHSAT"]).nullable(),
  route: page,
  examPage: page.nullable(),
  sections: z.array(z.strictObject({ name: text, questions: text, minutes: text, optional: z.boolean().optional() })),
  format: z.strictObject(provenance),
});

/** The lowest old score of each of the 11 bands, band 6 first. */
const bandLows = z.array(z.int().min(0)).length(11);
const cefr = z.enum(["C2", "C1", "B2", "B1", "A2", "A1"]);

/**
 * A date of the deadline calendars: `id` is its UID, so it never changes; a corrected date adds 1 to `sequence`
 * and moves `modified` (docs/decisions/067). All-day unless the owner gave a `time`, read in its exam's zone.
 */
const calendarEvent = z
  .strictObject({
    id,
    exam: z.enum(feedExams),
    kind: z.enum(["application", "test", "results", "registration"]),
    ...texts("title description"),
    date: isoDate,
    /** The last day of an event of several days. */
    endDate: isoDate.optional(),
    time: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "must be a time written HH:MM")
      .optional(),
    source: id,
    checkedOn: isoDate,
    sequence: z.int().min(0),
    modified: z.iso.datetime({ offset: false }),
  })
  .refine((event) => !event.endDate || event.endDate > event.date, {
    path: ["endDate"],
    message: "must be after date",
  })
  .refine((event) => !event.time || feedTimeZones[event.exam], {
    path: ["time"],
    message: "this exam has no time zone: give the day only",
  });

const calendar = z.strictObject({
  events: z.array(calendarEvent).refine((events) => new Set(events.map((event) => event.id)).size === events.length, {
    message: "two events have the same id",
  }),
  /** Dates not published by an owner yet, said in words on /calendar. */
  notPublished: z.array(z.strictObject({ id, exam: z.enum(feedExams), checkedOn: isoDate, text })),
});

export const factsFile = z.strictObject({
  sources: z.record(id, source),
  /** By fact id (`toefl-format`): other pages stating the figures, and what we could not confirm. */
  notes: z.record(id, z.strictObject({ alsoSeen: z.array(id), caveat: text })),
  changes: z.array(
    z.strictObject({
      id,
      exam: examId,
      ...texts("title before after"),
      superseded: z.array(pattern),
      supersededAlone: z.strictObject({ figure: pattern, companion: pattern }).optional(),
      ...provenance,
      // Without it, the change starts when its exam's current format does.
      effectiveFrom: isoDate.optional(),
    }),
  ),
  announcements: z.array(z.strictObject({ id, exam: examId, title: text, text, ...provenance })),
  shsatCutoffs: z.strictObject({
    // `id`: the school in a shared address of /shsat/school-list (?choice1=stuyvesant).
    schools: z.array(
      z.strictObject({
        id,
        school: text,
        cutoffs: z.strictObject({ 2023: z.int(), 2024: z.int(), 2025: z.int() }),
      }),
    ),
    secondary: z.array(
      z.strictObject({ id, school: text, cutoffs: z.strictObject({ 2024: z.int(), 2025: z.int() }).partial() }),
    ),
    ...provenance,
  }),
  /** How SHSAT offers work, each statement with its source; `sourceDate`: the date the source shows, in words. */
  shsatOfferRules: z.array(
    z.strictObject({ id, text, source: id, sourceDate: text, checkedOn: isoDate, alsoSeen: z.array(id).optional() }),
  ),
  toeflScale: z.strictObject({
    tables: z.record(z.enum(["total", "reading", "listening", "writing", "speaking"]), bandLows),
    cefr: z.record(z.enum(["6", "5.5", "5", "4.5", "4", "3.5", "3", "2.5", "2", "1.5", "1"]), cefr),
    ...provenance,
  }),
  exams: z.array(examFormat),
  cpsHsat: z.strictObject({
    ...each(["totalPoints", "testPoints", "gradePoints", "sectionMaxPoints", "sectionMinutes"], z.int()),
    ...each(["tiers", "schoolsToRank", "selectiveSchools"], z.int()),
    ...each(["percentileMultiplier", "rankSeatShare", "tierSeatShare"], z.number()),
    retakes: z.boolean(),
    startWeeksAhead: z.strictObject({ min: z.int(), max: z.int() }),
    rules: z.strictObject(provenance),
  }),
  shsat: z.strictObject(
    each(["questions", "mathQuestions", "elaQuestions", "minutes", "maxScore", "schools"], z.int()),
  ),
  calendar,
  cpsOffers: cpsOffersFacts,
});

type FactsFile = z.output<typeof factsFile>;

/** The facts with each source id replaced by its title and address; an unknown id names the file and field. */
export function resolveFacts(file: string, { sources: written, ...facts }: FactsFile) {
  const sources: Record<string, z.output<typeof source>> = written;
  const sourceAt = (sourceId: string, at: readonly (string | number)[]) => {
    const found = sources[sourceId];
    if (!found) throw new Error(`${file}:\n- ${at.join(",")}: refers to an unknown source "${sourceId}"`);
    return found;
  };
  const sourcesAt = (ids: readonly string[], at: readonly (string | number)[]) =>
    ids.map((seen, index) => sourceAt(seen, [...at, index]));
  const resolve = <Fact extends { source: string; alsoSeen?: string[] }>(
    { source, alsoSeen, ...fact }: Fact,
    ...at: (string | number)[]
  ) => ({
    ...fact,
    source: sourceAt(source, [...at, "source"]),
    ...(alsoSeen && { alsoSeen: sourcesAt(alsoSeen, [...at, "alsoSeen"]) }),
  });
  return {
    notes: Object.fromEntries(
      Object.entries(facts.notes).map(([key, note]) => [
        key,
        { ...note, alsoSeen: sourcesAt(note.alsoSeen, ["notes", key, "alsoSeen"]) },
      ]),
    ),
    exams: facts.exams.map((exam, index) => ({ ...exam, format: resolve(exam.format, "exams", index, "format") })),
    cpsHsat: { ...facts.cpsHsat, rules: resolve(facts.cpsHsat.rules, "cpsHsat", "rules") },
    shsat: facts.shsat,
    changes: facts.changes.map((change, index) => {
      const { format } = facts.exams.find((exam) => exam.id === change.exam) ?? {};
      if (!format) throw new Error(`${file}:\n- changes,${index},exam: "${change.exam}" is not in exams`);
      return {
        ...resolve(change, "changes", index),
        effectiveFrom: change.effectiveFrom ?? format.effectiveFrom,
        effectiveText: change.effectiveFrom ? change.effectiveText : format.effectiveText,
      };
    }),
    announcements: facts.announcements.map((announcement, index) => resolve(announcement, "announcements", index)),
    shsatCutoffs: resolve(facts.shsatCutoffs, "shsatCutoffs"),
    shsatOfferRules: facts.shsatOfferRules.map((rule, index) => resolve(rule, "shsatOfferRules", index)),
    toeflScale: resolve(facts.toeflScale, "toeflScale"),
    calendar: {
      events: facts.calendar.events.map((event, index) => resolve(event, "calendar", "events", index)),
      notPublished: facts.calendar.notPublished,
    },
    cpsOffers: {
      selection: resolve(facts.cpsOffers.selection, "cpsOffers", "selection"),
      schools: resolve(facts.cpsOffers.schools, "cpsOffers", "schools"),
      tierLookup: resolve(facts.cpsOffers.tierLookup, "cpsOffers", "tierLookup"),
      newTest: resolve(facts.cpsOffers.newTest, "cpsOffers", "newTest"),
      cutoffs: facts.cpsOffers.cutoffs.map((cutoff, index) => resolve(cutoff, "cpsOffers", "cutoffs", index)),
    },
  };
}
