// ETS's tables between the TOEFL's old 0–120 scale and the 1–6 bands of 21 January 2026 (decision 048); the
// tables, CEFR levels and their sources are in content/facts.yml.
import { toeflScale } from "#content/facts";

/** The bands, highest first: 1 to 6 in half bands. */
export const toeflBands = [6, 5.5, 5, 4.5, 4, 3.5, 3, 2.5, 2, 1.5, 1] as const;
export type ToeflBand = (typeof toeflBands)[number];

export const toeflSections = ["reading", "listening", "writing", "speaking"] as const;
export type ToeflSection = (typeof toeflSections)[number];

/** The highest total on the old scale, and the highest section score. */
export const toeflTotalMax = 120;
export const toeflSectionMax = 30;

export const { tables: toeflScaleTables, cefr: toeflBandCefr, ...toeflScaleProvenance } = toeflScale;
export type CefrLevel = (typeof toeflBandCefr)[ToeflBand];
export const etsScoreScaleGuide = toeflScaleProvenance.source;
