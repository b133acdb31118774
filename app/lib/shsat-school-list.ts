// A family's SHSAT list against the past cutoffs (/shsat/school-list). Pure functions for the page's loader: the
// list and score as typed, what is wrong with them, and for each recent year what the score reached.
// Every step is one pass over at most `choiceCount` choices and years, with no regular expression that backtracks.

export type ListSchool = { id: string; school: string; cutoffs: Partial<Record<number, number>> };

/** What the family typed, as text: the form's and the address's state. `choices[0]` is choice 1. */
export type ListFields = { choices: readonly string[]; score: string };

type ScoreError = "scoreMissing" | "scoreNotWhole" | "scoreRange";
/** A choice's problem; `duplicateOf`: the earlier choice (1-based) holding the same school. */
export type ChoiceError =
  | { kind: "choiceUnknown" | "choiceGap" | "choiceNone" }
  | { kind: "choiceDuplicate"; duplicateOf: number };

type YearStatus = "met" | "notMet" | "noFigure";

type ListRow = {
  choice: number;
  school: ListSchool;
  years: readonly { year: number; cutoff: number | null; status: YearStatus }[];
};

/** The offer the rules would have made in `year`: the first listed school reached, none, or unknown (no figure). */
export type YearOutcome =
  | { year: number; kind: "school"; choice: number; school: ListSchool }
  | { year: number; kind: "none" }
  | { year: number; kind: "unknown"; choice: number; school: ListSchool };

export type ListResult = {
  score: number;
  rows: readonly ListRow[];
  yielded: readonly YearOutcome[];
  /** The address's query that reproduces this result, without the empty choices. */
  query: string;
};

export type ListOutcome = {
  kind: "empty" | "invalid" | "valid";
  fields: ListFields;
  errors: { score?: ScoreError; choices: readonly (ChoiceError | undefined)[] };
  result?: ListResult;
};

/** The longest text kept of a field: longer than any school id or score, short enough to check at once. */
const fieldMax = 40;

export const choiceName = (index: number) => `choice${index + 1}`;

export function listFieldsFromQuery(query: URLSearchParams, choiceCount: number): ListFields {
  const value = (key: string) => (query.get(key) ?? "").slice(0, fieldMax).trim();
  return {
    choices: Array.from({ length: choiceCount }, (_, index) => value(choiceName(index))),
    score: value("score"),
  };
}

/** The score typed: the number, or what is wrong with it. Digits only, at most three of them. */
function readScore(text: string, maxScore: number): number | ScoreError {
  if (text === "") return "scoreMissing";
  if (text.length > 3 || [...text].some((character) => character < "0" || character > "9")) return "scoreNotWhole";
  const score = Number(text);
  return score <= maxScore ? score : "scoreRange";
}

/** Each choice's problem: an unknown school, a school listed twice, or an empty choice above a filled one. */
function checkChoices(choices: readonly string[], known: ReadonlySet<string>): (ChoiceError | undefined)[] {
  const firstAt = new Map<string, number>();
  let lastFilled = -1;
  choices.forEach((choice, index) => {
    if (choice !== "") lastFilled = index;
  });
  return choices.map((choice, index): ChoiceError | undefined => {
    if (choice === "") return index < lastFilled ? { kind: "choiceGap" } : undefined;
    if (!known.has(choice)) return { kind: "choiceUnknown" };
    const earlier = firstAt.get(choice);
    if (earlier !== undefined) return { kind: "choiceDuplicate", duplicateOf: earlier + 1 };
    firstAt.set(choice, index);
    return undefined;
  });
}

/** What happened to a list in one year under the rules: offers go down the list, the first cutoff reached wins. */
function yearOutcome(rows: readonly ListRow[], year: number): YearOutcome {
  for (const row of rows) {
    const status = row.years.find((each) => each.year === year)?.status ?? "noFigure";
    if (status === "met") return { year, kind: "school", choice: row.choice, school: row.school };
    if (status === "noFigure") return { year, kind: "unknown", choice: row.choice, school: row.school };
  }
  return { year, kind: "none" };
}

/** Checks the list and score and, when both are good, sets the score against each listed school's cutoffs. */
export function evaluateList(
  typed: ListFields,
  { schools, years, maxScore }: { schools: readonly ListSchool[]; years: readonly number[]; maxScore: number },
): ListOutcome {
  const fields = { choices: typed.choices.map((choice) => choice.trim()), score: typed.score.trim() };
  const filled = fields.choices.filter((choice) => choice !== "");
  if (filled.length === 0 && fields.score === "") return { kind: "empty", fields, errors: { choices: [] } };

  const byId = new Map(schools.map((school) => [school.id, school]));
  const choiceErrors = checkChoices(fields.choices, new Set(byId.keys()));
  if (filled.length === 0) choiceErrors[0] = { kind: "choiceNone" };
  const score = readScore(fields.score, maxScore);
  const errors = { choices: choiceErrors, ...(typeof score === "string" ? { score } : {}) };
  if (typeof score === "string" || choiceErrors.some((error) => error !== undefined)) {
    return { kind: "invalid", fields, errors };
  }

  const rows: ListRow[] = filled.flatMap((id, index) => {
    const school = byId.get(id);
    if (!school) return [];
    return [
      {
        choice: index + 1,
        school,
        years: years.map((year) => {
          const cutoff = school.cutoffs[year] ?? null;
          const status: YearStatus = cutoff === null ? "noFigure" : score >= cutoff ? "met" : "notMet";
          return { year, cutoff, status };
        }),
      },
    ];
  });
  const query = new URLSearchParams([...filled.map((id, index) => [choiceName(index), id]), ["score", String(score)]]);
  return {
    kind: "valid",
    fields,
    errors,
    result: { score, rows, yielded: years.map((year) => yearOutcome(rows, year)), query: query.toString() },
  };
}
