// For each exam format in exams.ts: the other public pages that state the
// same figures, and what we could not confirm. Read by the fact registry
// (`npm run facts`, the unit tests), never by a page.

import { moreFactSources } from "./exam-page/more-fact-sources";
import { type ExamId, factSources } from "./exams";
import type { Provenance } from "./fact-sources";

export const factNotes: Record<string, Pick<Provenance, "alsoSeen" | "caveat">> = {
  "toefl-format": {
    alsoSeen: [moreFactSources.toeflResources2026, moreFactSources.myToefl2026, moreFactSources.etsToeflScaleFaq],
    caveat:
      "ETS's help centre gives the date, the adaptive Reading and Listening, the 1–6 scale beside 0–120 for two years and scores within 72 hours; the item counts and minutes per section come from test-prep publishers' summaries of ETS's format, not from an ETS table we could see.",
  },
  "cps-format": {
    alsoSeen: [factSources.cpsSchoolProfile, moreFactSources.cpsPointsExplained, moreFactSources.cpsNewTest2026],
    caveat:
      "In June 2026 the Chicago Sun-Times reported that CPS is replacing this test with a longer exam given only in English; we could not see its format, so the 60-minute test stays here until CPS publishes one. The percentile multiplier, the tier shares and the count of selective schools are the brief's and were not re-confirmed.",
  },
  "shsat-format": {
    alsoSeen: [moreFactSources.nycShsatFaq, moreFactSources.shsatLabFormat],
    caveat:
      "The 50 + 50 questions and the no-going-back rule are NYC Public Schools' as reported by the news and prep pages above; the DOE page we could see confirms the digital test and the 8 schools. The 800 maximum is the brief's; we found no DOE statement of the adaptive test's scale.",
  },
  "hspt-format": {
    alsoSeen: [moreFactSources.hsptPeace],
    caveat:
      "We found no page of the publisher (Scholastic Testing Service) in our search; two independent prep pages agree with the brief's figures and we found no report of a change. The start date is the date of the older page, not a known change.",
  },
  "gre-format": {
    alsoSeen: [moreFactSources.greShorterAnnouncement],
    caveat:
      "We could not see ETS's own GRE structure page in our search; the figures agree across The Princeton Review and ETS's announcement as reported by the press.",
  },
  "act-format": {
    alsoSeen: [moreFactSources.actEnhancementsK12, moreFactSources.edisonPrepAct],
    caveat:
      "ACT's pages give the dates, 125 minutes, 44 fewer questions, four math answer choices, optional science and the new composite; the per-section counts and minutes are from Edison Prep's copy of ACT's table (they add up to ACT's totals).",
  },
  "cps-admission-points": {
    alsoSeen: [moreFactSources.cpsPointsExplained],
    caveat:
      "CPS's page confirms 900 points, 450 from the test and 450 from 7th-grade grades; 225 per section is from a prep page. The percentile multiplier, the 30% / 70% seat shares, the 4 tiers, the 6 ranked schools and the 11 schools are the brief's and were not re-confirmed.",
  },
};

/** An exam format's provenance with its notes: for `npm run facts` and the Dataset JSON-LD that loaders build. */
export function examFormatProvenance(exam: { id: ExamId; format: Provenance }): Provenance {
  return { ...exam.format, ...factNotes[`${exam.id}-format`] };
}
