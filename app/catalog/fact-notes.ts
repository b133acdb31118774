// Other pages stating each format's figures, and what we could not confirm; read by `npm run facts`, never a page.

import { moreFactSources } from "./exam-page/more-fact-sources";
import { type ExamId, factSources } from "./exams";
import type { Provenance } from "./fact-sources";

export const factNotes: Record<string, Pick<Provenance, "alsoSeen" | "caveat">> = {
  "toefl-format": {
    alsoSeen: [moreFactSources.toeflResources2026, moreFactSources.myToefl2026, moreFactSources.etsToeflScaleFaq],
    caveat:
      "ETS's help centre gives the date, the adaptive Reading and Listening, the 1–6 scale beside 0–120 for two years and scores within 72 hours; the item counts and minutes per section come from test-prep publishers' summaries of ETS's format, not from an ETS table we could see. The total time is the sum of those section ranges; ETS's TOEFL general manager has described the test as about 1.5 hours (Financial Express, February 2026).",
  },
  "cps-format": {
    alsoSeen: [
      moreFactSources.cpsHsatPage,
      factSources.cpsSchoolProfile,
      moreFactSources.cpsPointsExplained,
      moreFactSources.cpsNewTest2026,
    ],
    caveat:
      "CPS's HSAT page confirms about one hour, math and reading, six languages and no retakes; 30 minutes per section is the Chicago Sun-Times' (September 2023). In June 2026 the Chicago Sun-Times (a secondary source) reported that CPS is replacing this test with a longer exam given only in English; we could not see its format or first test date, so every page that describes the 60-minute test says so. No calculator in math is the brief's; no CPS page we could see states it.",
  },
  "shsat-format": {
    alsoSeen: [factSources.shsatAdaptiveNews, moreFactSources.nycShsatFaq, moreFactSources.shsatLabFormat],
    caveat:
      "NYC Public Schools' page states the 50 questions per section, 180 minutes, the adaptive test from fall 2026 and the going-back rule. The 8 schools are from the news page above. The 800 maximum is the brief's; we found no DOE statement of the adaptive test's scale.",
  },
  "hspt-format": {
    alsoSeen: [moreFactSources.hsptPublisher, moreFactSources.hsptPeace],
    caveat:
      "The publisher, Scholastic Testing Service, states the five subject areas and 2 hours 30 minutes, and reports standard scores, national and local percentile ranks and stanines; the questions and minutes per section are from prep pages that agree with each other. We found no report of a change; the start date is the date of the older page, not a known change.",
  },
  "gre-format": {
    alsoSeen: [moreFactSources.etsGreScoring, moreFactSources.greShorterAnnouncement],
    caveat:
      "ETS's scoring page confirms the score scales and scores in 8–10 days; we could not see ETS's own GRE structure page, and the questions and minutes agree across The Princeton Review, other prep publishers and ETS's announcement as reported by the press.",
  },
  "act-format": {
    alsoSeen: [moreFactSources.actEnhancementsK12, moreFactSources.actEnhancementsStage, moreFactSources.edisonPrepAct],
    caveat:
      "ACT's page gives the dates, its table of questions and minutes per section, 125 minutes, four math answer choices, optional science and the new composite. State and district school-day ACTs take the new options from spring 2026.",
  },
  "cps-admission-points": {
    alsoSeen: [
      moreFactSources.cpsSelectiveEnrollmentResults,
      moreFactSources.cpsHsatPage,
      moreFactSources.cpsPointsExplained,
    ],
    caveat:
      "CPS's pages confirm 900 points (450 from the test, 450 from 7th-grade grades), 30% of seats by points and 70% across 4 tiers, up to 6 ranked programs, no retakes; a CPS-hosted counsellor page names the 11 schools. 225 per section is from a prep page. The percentile multiplier (× 2.2727) appears on no CPS page we could see: CPS says only that percentiles become points by its scoring rubric.",
  },
};

/** An exam format's provenance with its notes: for `npm run facts` and the Dataset JSON-LD that loaders build. */
export function examFormatProvenance(exam: { id: ExamId; format: Provenance }): Provenance {
  return { ...exam.format, ...factNotes[`${exam.id}-format`] };
}
