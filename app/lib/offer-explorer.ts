// The CPS offer explorer's form: what the address holds, what is wrong with it, and what it reads as. Pure
// functions for the loader. Every check is a bounded regular expression or a set lookup on capped text (linear time).
import { cpsHsat } from "#app/catalog/exams";
import { explorerQueryKeys } from "#app/lib/offer-explorer-link";
import { cpsOffers } from "#content/facts";

export type School = (typeof cpsOffers.schools.names)[number];
export type Cutoff = (typeof cpsOffers.cutoffs)[number];
export const tiers = [1, 2, 3, 4] as const;
export type Tier = (typeof tiers)[number];

/** The number of ranked places the form offers: CPS's limit of selective enrollment choices. */
export const choiceCount: number = cpsHsat.schoolsToRank;

/** What the visitor typed or chose, as text: the form's and the address's state. `choices` has `choiceCount` entries. */
export type ExplorerFields = { points: string; tier: string; choices: string[] };

export type ExplorerError = "pointsNotNumber" | "pointsRange" | "tierInvalid" | "schoolUnknown" | "schoolRepeated";
type ExplorerField = "points" | "tier" | `choice${number}`;

export type ExplorerOutcome = {
  fields: ExplorerFields;
  errors: Partial<Record<ExplorerField, ExplorerError>>;
  /** What could be read; a field left empty or in error is left out. */
  result: { points?: number; tier?: Tier; choices: School[] };
  /** Nothing given yet. */
  empty: boolean;
};

/** The form's name of the choice at `index` (0-based): `choice1` … `choice6`. */
export const choiceField = (index: number): `choice${number}` => `choice${index + 1}`;

/** Longer than any valid value; what is beyond it is not read. */
const maxLength = { points: 12, tier: 4, choice: 40 };

export function explorerFieldsFromQuery(query: URLSearchParams): ExplorerFields {
  const value = (key: string, length: number) => (query.get(key) ?? "").slice(0, length);
  return {
    points: value(explorerQueryKeys.points, maxLength.points),
    tier: value(explorerQueryKeys.tier, maxLength.tier),
    choices: Array.from({ length: choiceCount }, (_, index) => value(choiceField(index), maxLength.choice)),
  };
}

/** Points as the calculator writes them: up to three digits, at most one decimal ("712.5"). */
const pointsPattern = /^\d{1,3}(?:\.\d)?$/;

function readPoints(text: string): number | ExplorerError | undefined {
  const value = text.trim();
  if (value === "") return undefined;
  if (!pointsPattern.test(value)) return "pointsNotNumber";
  const points = Number(value);
  return points <= cpsHsat.totalPoints ? points : "pointsRange";
}

function readTier(text: string): Tier | ExplorerError | undefined {
  const value = text.trim();
  if (value === "") return undefined;
  return tiers.find((tier) => String(tier) === value) ?? "tierInvalid";
}

/** Checks each field and reads what it can; empty places in the list are skipped, the order of the rest kept. */
export function evaluateExplorer(fields: ExplorerFields, schools: readonly School[] = cpsOffers.schools.names) {
  const outcome: ExplorerOutcome = {
    fields,
    errors: {},
    result: { choices: [] },
    empty: [fields.points, fields.tier, ...fields.choices].every((value) => value.trim() === ""),
  };
  const points = readPoints(fields.points);
  if (typeof points === "string") outcome.errors.points = points;
  else outcome.result.points = points;
  const tier = readTier(fields.tier);
  if (typeof tier === "string") outcome.errors.tier = tier;
  else outcome.result.tier = tier;

  const byId = new Map(schools.map((school) => [school.id, school]));
  const listed = new Set<string>();
  fields.choices.forEach((text, index) => {
    const value = text.trim();
    if (value === "") return;
    const school = byId.get(value);
    if (!school) outcome.errors[choiceField(index)] = "schoolUnknown";
    else if (listed.has(school.id)) outcome.errors[choiceField(index)] = "schoolRepeated";
    else {
      listed.add(school.id);
      outcome.result.choices.push(school);
    }
  });
  return outcome;
}

/** The query string of the fields as typed (empty ones left out), so the address reproduces the page. */
export function explorerQuery(fields: ExplorerFields): string {
  const entries = [
    [explorerQueryKeys.points, fields.points],
    [explorerQueryKeys.tier, fields.tier],
    ...fields.choices.map((choice, index) => [choiceField(index), choice]),
  ].map(([key = "", value = ""]) => [key, value.trim()]);
  return new URLSearchParams(entries.filter(([, value]) => value)).toString();
}

export type CutoffReading = { school: School; seats: Cutoff["seats"]; cutoff: Cutoff; reached: boolean };

/**
 * The published lowest points offered a seat at the family's schools, by cycle (newest first): the citywide seats,
 * and the family's tier's when the tier is known; whether `points` reached each. Figures of other tiers are left out.
 */
export function cutoffsReached(
  points: number,
  tier: Tier | undefined,
  choices: readonly School[],
  cutoffs: readonly Cutoff[],
): { cycle: string; readings: CutoffReading[] }[] {
  const seatsShown = new Set<Cutoff["seats"]>(tier === undefined ? ["rank"] : ["rank", `tier${tier}`]);
  const cycles = [...new Set(cutoffs.map((cutoff) => cutoff.cycle))].sort().reverse();
  return cycles
    .map((cycle) => ({
      cycle,
      readings: choices.flatMap((school) =>
        cutoffs
          .filter((cutoff) => cutoff.cycle === cycle && cutoff.school === school.id && seatsShown.has(cutoff.seats))
          .map((cutoff) => ({ school, seats: cutoff.seats, cutoff, reached: points >= cutoff.points })),
      ),
    }))
    .filter((entry) => entry.readings.length > 0);
}
