// Other pages stating exam facts; only the exam pages and `npm run facts` read them, so they stay out of every page.
import type { FactSource } from "../fact-sources";

export const moreFactSources = {
  etsToeflScaleFaq: {
    title: "ETS TOEFL help centre: frequently asked questions, TOEFL score scale change",
    url: "https://intercom.help/toeflaccess/en/articles/12839204-frequently-asked-questions-toefl-score-scale-change",
  },
  toeflResources2026: {
    title: "TOEFL Resources: the 2026 TOEFL format revealed",
    url: "https://www.toeflresources.com/blog/2026_toefl_format_revealed/",
  },
  myToefl2026: {
    title: "MyTOEFL: TOEFL iBT new format (effective January 21, 2026)",
    url: "https://www.mytoefl.io/new-toefl-blog-details/toefl-ibt-new-format-effective-january-21-2026",
  },
  greShorterAnnouncement: {
    title: "Financial Express: ETS announces a shorter GRE from 22 September 2023",
    url: "https://www.financialexpress.com/jobs-career/education-graduate-record-examinations-shorter-gre-test-coming-in-september-3131631",
  },
  actEnhancementsK12: {
    title: "ACT: changes and enhancements for K-12 educators",
    url: "https://www.act.org/content/act/en/products-and-services/the-act/test-changes/enhancements/k12.html",
  },
  edisonPrepAct: {
    title: "Edison Prep: upcoming changes to the ACT (section-by-section table)",
    url: "https://edisonprep.com/upcoming-changes-to-the-act-and-what-it-means-for-the-class-of-2026",
  },
  nycShsatFaq: {
    title: "NYC Public Schools: Specialized High Schools Admissions Test (SHSAT) questions and answers",
    url: "https://pwsauth.nycenet.edu/learning/testing/specialized-high-school-admissions-test",
  },
  shsatLabFormat: {
    title: "SHSAT Lab: SHSAT format changes, paper to digital to adaptive",
    url: "https://www.shsatlab.com/blog/shsat-format-changes-paper-digital-adaptive-2026",
  },
  hsptPeace: {
    title: "PEACE Educational Services: HSPT format",
    url: "http://peaceedservices.com/?p=10",
  },
  cpsNewTest2026: {
    title: "Chicago Sun-Times: new test to get into selective CPS high schools is longer, only in English (June 2026)",
    url: "https://chicago.suntimes.com/education/2026/06/05/new-test-to-get-into-selective-cps-high-schools-is-longer-only-in-english",
  },
  cpsPointsExplained: {
    title: "Nurturing Wisdom: the CPS 900-point system (225 points per HSAT section)",
    url: "https://nurturingwisdom.com/sehs-admissions-process/",
  },
  magooshToefl2023: {
    title: "Magoosh: the new, shorter TOEFL (from July 26, 2023)",
    url: "https://toefl.magoosh.com/new-shorter-toefl",
  },
  etsToefl2023Release: {
    title: "ETS press release: TOEFL iBT enhancements debuting July 2023",
    url: "https://www.ets.org/news/press-releases/toefl-ibt-enhancements-debuting-july-2023.html",
  },
  cpsHsatPage: {
    title: "Chicago Public Schools: GoCPS, the High School Admissions Test",
    url: "https://cps.edu/gocps/high-school/apply/hsat-test",
  },
  cpsSelectiveEnrollmentResults: {
    title: "Chicago Public Schools: GoCPS, selective enrollment offers (30% by points, 70% by tier)",
    url: "https://cps.edu/gocps/high-school/results/selective-enrollment",
  },
  ivyShsatCutoffs2024: {
    title: "Ivy Tutoring & Prep: SHSAT cutoff scores by school (2024 admissions)",
    url: "https://ivytp.com/?p=19744",
  },
  hsptPublisher: {
    title: "Scholastic Testing Service: HSPT (subject areas, time, norms)",
    url: "https://stsme.com/prod/HSPT/",
  },
  etsGreScoring: {
    title: "ETS: GRE General Test scoring (scales and score delivery)",
    url: "https://www.ets.org/gre/score-users/about/general-test/scoring.html",
  },
  actEnhancementsStage: {
    title: "ACT: enhancements for schools and districts (options from spring 2026)",
    url: "https://act-stage.adobecqms.net/content/act/en/products-and-services/the-act/test-changes/enhancements.html",
  },
} as const satisfies Record<string, FactSource>;
