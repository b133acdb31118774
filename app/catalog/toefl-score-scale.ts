// ETS's tables between the TOEFL's old 0–120 scale and the 1–6 bands of 21 January 2026 (decision 048).

import { type FactSource, factsCheckedOn, type Provenance } from "./fact-sources.ts";

/** The bands, highest first: 1 to 6 in half bands. */
export const toeflBands = [6, 5.5, 5, 4.5, 4, 3.5, 3, 2.5, 2, 1.5, 1] as const;
export type ToeflBand = (typeof toeflBands)[number];

export type CefrLevel = "C2" | "C1" | "B2" | "B1" | "A2" | "A1";

export const toeflSections = ["reading", "listening", "writing", "speaking"] as const;
export type ToeflSection = (typeof toeflSections)[number];

/** The highest total on the old scale, and the highest section score. */
export const toeflTotalMax = 120;
export const toeflSectionMax = 30;

export const etsScoreScaleGuide: FactSource = {
  title: "ETS: TOEFL score scale update, a guide for institutions",
  url: "https://www.ets.org/toefl/institutions/ibt/score-scale-update.html",
};

const etsScoreReports: FactSource = {
  title: "ETS TOEFL help centre: understanding score reports after January 21, 2026",
  url: "https://intercom.help/toeflaccess/en/articles/12839171-understanding-score-reports-after-january-21-2026",
};

const etsScaleFaq: FactSource = {
  title: "ETS TOEFL help centre: frequently asked questions, TOEFL score scale change",
  url: "https://intercom.help/toeflaccess/en/articles/12839204-frequently-asked-questions-toefl-score-scale-change",
};

/** The lowest old score of each band, 6 first (95–106 is band 5); every table starts at 0. */
export const toeflScaleTables = {
  total: [114, 107, 95, 86, 72, 58, 44, 34, 24, 12, 0],
  reading: [29, 27, 24, 22, 18, 12, 6, 4, 3, 2, 0],
  listening: [28, 26, 22, 20, 17, 13, 9, 6, 4, 2, 0],
  writing: [29, 27, 24, 21, 17, 15, 13, 11, 7, 3, 0],
  speaking: [28, 27, 25, 23, 20, 18, 16, 13, 10, 5, 0],
} as const satisfies Record<"total" | ToeflSection, readonly number[]>;

/** The CEFR level of each band, for the total and for every section alike. */
export const toeflBandCefr: Readonly<Record<ToeflBand, CefrLevel>> = {
  6: "C2",
  5.5: "C1",
  5: "C1",
  4.5: "B2",
  4: "B2",
  3.5: "B1",
  3: "B1",
  2.5: "A2",
  2: "A2",
  1.5: "A1",
  1: "A1",
};

/** The sources, dates and what we could not confirm, for the tables above. */
export const toeflScaleProvenance = {
  source: etsScoreScaleGuide,
  alsoSeen: [etsScaleFaq, etsScoreReports],
  checkedOn: factsCheckedOn,
  effectiveFrom: "2026-01-21",
  caveat:
    "ETS's guide for institutions could not be opened from our machine. The total table is confirmed by ETS's help centre at the rows it states (band 5 = 95–106, 90 = 4.5, 80 = 4, a 4.5 reported as 90). The four section tables and the CEFR levels were taken from two independent public transcriptions of ETS's page that agree at every boundary, and match a dataset that quotes the page's top rows; one prep site differs at about ten section boundaries. The overall-band rule (the mean of the four section bands rounded to the nearest half band, 5.125 → 5, 5.25 → 5.5) is ETS's as reported by the press and those transcriptions.",
} as const satisfies Provenance;
