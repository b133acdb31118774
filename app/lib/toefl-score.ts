// TOEFL iBT scores between the old 0–120 scale and the 1–6 bands, from ETS's tables in content/facts.yml
// (decision 048). Pure functions, used by the converter's loader.
import {
  type CefrLevel,
  type ToeflBand,
  type ToeflSection,
  toeflBandCefr,
  toeflBands,
  toeflScaleTables,
  toeflSectionMax,
  toeflSections,
  toeflTotalMax,
} from "#app/catalog/toefl-score-scale";

type Table = keyof typeof toeflScaleTables;

/** The band of an old score (0–120 for the total, 0–30 for a section): the highest band whose lowest score it reaches. */
export function bandOf(table: Table, score: number): ToeflBand {
  return toeflBands[toeflScaleTables[table].findIndex((low) => score >= low)] ?? 1;
}

/** The old scores a band covers, lowest and highest (band 5 of the total: 95–106). */
export function rangeOf(table: Table, band: ToeflBand): { low: number; high: number } {
  const index = toeflBands.indexOf(band);
  const lows = toeflScaleTables[table];
  const max = table === "total" ? toeflTotalMax : toeflSectionMax;
  return { low: lows[index] ?? 0, high: (lows[index - 1] ?? max + 1) - 1 };
}

/** ETS's comparable 0–120 total of a band until January 2028: the range's midpoint, halves up (4.5 → 90). */
export function comparableTotal(band: ToeflBand): number {
  const { low, high } = rangeOf("total", band);
  return Math.floor((low + high) / 2 + 0.5);
}

export const cefrOf = (band: ToeflBand): CefrLevel => toeflBandCefr[band];

/** The mean of the section bands to the nearest half band, quarters up (5.125 → 5, 5.25 → 5.5), in quarter bands. */
export function overallBand(bands: readonly ToeflBand[]): ToeflBand {
  const quarterSum = bands.reduce((sum, band) => sum + Math.round(band * 4), 0);
  // mean × 2 = quarterSum / 8; round half up, then back to bands.
  const halves = Math.floor((quarterSum + 4) / 8);
  return (halves / 2) as ToeflBand;
}

/** What the visitor typed, as text: the form's and the address's state. */
export type ConverterFields = { total: string; band: string } & Record<ToeflSection, string>;

type ConverterError = "notWhole" | "totalRange" | "sectionRange" | "bandInvalid";

type ScoreReading = { score: number; band: ToeflBand; cefr: CefrLevel };

type ConverterResult = {
  total?: ScoreReading & { range: { low: number; high: number } };
  sections: Partial<Record<ToeflSection, ScoreReading>>;
  /** When all four sections are given: the overall band ETS would report. */
  overall?: { band: ToeflBand; cefr: CefrLevel; mean: number };
  band?: { band: ToeflBand; cefr: CefrLevel; range: { low: number; high: number }; comparable: number };
};

export type ConverterOutcome = {
  fields: ConverterFields;
  errors: Partial<Record<keyof ConverterFields, ConverterError>>;
  result: ConverterResult;
  /** Nothing typed yet. */
  empty: boolean;
};

export function converterFieldsFromQuery(query: URLSearchParams): ConverterFields {
  const value = (key: keyof ConverterFields) => (query.get(key) ?? "").slice(0, 12);
  return {
    total: value("total"),
    reading: value("reading"),
    listening: value("listening"),
    writing: value("writing"),
    speaking: value("speaking"),
    band: value("band"),
  };
}

/** A score typed in a field: null when empty, else the number or what is wrong with it. */
function readScore(text: string, max: number): number | ConverterError | null {
  const value = text.trim();
  if (value === "") return null;
  if (!/^\d{1,3}$/.test(value)) return "notWhole";
  const score = Number(value);
  return score <= max ? score : max === toeflTotalMax ? "totalRange" : "sectionRange";
}

/** Checks the fields and converts what is given; a field in error is left out of the result. */
export function convertScores(fields: ConverterFields): ConverterOutcome {
  const errors: ConverterOutcome["errors"] = {};
  const result: ConverterResult = { sections: {} };

  const total = readScore(fields.total, toeflTotalMax);
  if (typeof total === "string") errors.total = total;
  else if (total !== null) {
    const band = bandOf("total", total);
    result.total = { score: total, band, cefr: cefrOf(band), range: rangeOf("total", band) };
  }

  for (const section of toeflSections) {
    const score = readScore(fields[section], toeflSectionMax);
    if (typeof score === "string") errors[section] = score;
    else if (score !== null) {
      const band = bandOf(section, score);
      result.sections[section] = { score, band, cefr: cefrOf(band) };
    }
  }
  const bands = toeflSections.flatMap((section) => result.sections[section]?.band ?? []);
  if (bands.length === toeflSections.length) {
    const band = overallBand(bands);
    result.overall = { band, cefr: cefrOf(band), mean: bands.reduce((sum, each) => sum + each, 0) / bands.length };
  }

  const bandText = fields.band.trim();
  const band = toeflBands.find((each) => /^\d(?:\.\d)?$/.test(bandText) && each === Number(bandText));
  if (band) {
    result.band = { band, cefr: cefrOf(band), range: rangeOf("total", band), comparable: comparableTotal(band) };
  } else if (bandText !== "") errors.band = "bandInvalid";

  return { fields, errors, result, empty: Object.values(fields).every((value) => value.trim() === "") };
}
