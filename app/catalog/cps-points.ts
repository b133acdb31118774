// The CPS selective enrollment points calculator (/highschoolentrance/points-calculator):
// the grade table with its source, the form's labels and messages, and the
// plain explanation shown beside the result. Test rules come from `cpsHsat` (SPEC §9).
// Only the calculator page loads this module; other pages link to it with
// points-calculator-link.ts.

import { cpsHsat } from "./exams";
import { officialSites } from "./links";

export const letterGrades = ["A", "B", "C", "D", "F"] as const;
export type LetterGrade = (typeof letterGrades)[number];

export const gradeSubjects = [
  { id: "reading", label: "Reading", pointsLabel: "Reading grade" },
  { id: "math", label: "Math", pointsLabel: "Math grade" },
  { id: "science", label: "Science", pointsLabel: "Science grade" },
  { id: "social", label: "Social Science", pointsLabel: "Social Science grade" },
] as const;
export type GradeSubject = (typeof gradeSubjects)[number]["id"];

export const testSections = [
  { id: "math", label: "HSAT Math percentile", pointsLabel: "HSAT Math" },
  { id: "reading", label: "HSAT Reading percentile", pointsLabel: "HSAT Reading" },
] as const;
export type TestSection = (typeof testSections)[number]["id"];

/**
 * Points per final 7th-grade letter grade (four subjects, 450 points in all).
 * Not in SPEC §9: CPS publishes this table each year, so it carries its source
 * and the year we last checked it (docs/decisions/014-cps-points-calculator.md).
 */
export const gradePointsTable = {
  values: { A: 112.5, B: 75, C: 38, D: 0, F: 0 } satisfies Record<LetterGrade, number>,
  source: { label: "CPS GoCPS selective enrollment policy", href: officialSites.cps.href },
  yearChecked: 2026,
} as const;

/** The percentile a section may take (whole numbers). */
export const percentileRange = { min: 1, max: 99 } as const;

/** The query-string names of the calculator's fields, so a result can be bookmarked and shared. */
export const pointsQueryKeys = {
  test: { math: "hsat_math", reading: "hsat_reading" },
  grades: { reading: "grade_reading", math: "grade_math", science: "grade_science", social: "grade_social" },
} as const satisfies { test: Record<TestSection, string>; grades: Record<GradeSubject, string> };

const { sectionMaxPoints, percentileMultiplier, totalPoints, testPoints, gradePoints } = cpsHsat;
const percent = (share: number) => `${Math.round(share * 100)}%`;

export const pointsCalculatorCopy = {
  formHeading: "Your child's scores and grades",
  testLegend: "HSAT percentiles",
  testHint: `A whole number from ${percentileRange.min} to ${percentileRange.max}, from the HSAT score report.`,
  gradesLegend: "Final 7th-grade grades",
  gradePlaceholder: "Choose a grade",
  submit: "Calculate points",
  resultHeading: "Selection points",
  emptyResult: "Fill in both percentiles and all four grades to see the points.",
  invalidResult: "Correct the marked fields to see the points.",
  totalLabel: `Total out of ${totalPoints}`,
  testPointsLabel: `Test points (of ${testPoints})`,
  gradePointsLabel: `Grade points (of ${gradePoints})`,
  shareHint: "The address of this page now holds these answers: bookmark it or share it to see the same result.",
  errors: {
    percentileMissing: `Enter a percentile from ${percentileRange.min} to ${percentileRange.max}.`,
    percentileNotWhole: `Enter a whole number from ${percentileRange.min} to ${percentileRange.max}, without a % sign.`,
    percentileRange: `A percentile goes from ${percentileRange.min} to ${percentileRange.max}.`,
    gradeMissing: "Choose the final grade.",
    gradeInvalid: `Choose a letter grade: ${letterGrades.join(", ")}.`,
  },
  rulesHeading: "How the points are worked out",
  rules: {
    test: `Each HSAT section gives its percentile × ${percentileMultiplier}, up to ${sectionMaxPoints} points, rounded to one decimal place. A 99th percentile gives ${sectionMaxPoints}.`,
    grades: `Each of the four final 7th-grade grades gives points from the table below, up to ${gradePoints} in all.`,
    total: `Test points and grade points add up to ${totalPoints}: ${testPoints} from the test and ${gradePoints} from grades.`,
  },
  gradeTable: {
    caption: "Points per final 7th-grade grade",
    grade: "Grade",
    points: "Points",
    source: (year: number) =>
      `CPS publishes this table each year; we last checked it in ${year}. The current year's table is on the district's site:`,
  },
  seatsHeading: "What happens with the points",
  seats: [
    `The first ${percent(cpsHsat.rankSeatShare)} of seats at each school go to the applicants with the most points, wherever they live.`,
    `The other ${percent(cpsHsat.tierSeatShare)} are split across ${cpsHsat.tiers} tiers, set by where you live: applicants compete for those seats with others in their tier.`,
    `Your child can rank up to ${cpsHsat.schoolsToRank} schools, in order of preference.`,
  ],
  disclaimer:
    "This is an estimate to help you plan. Admission decisions are made by CPS; the district's site has the rules for the current year.",
} as const;
