// The languages, exams and tags front-matter may name; no copy or zod (react-router.config.ts loads it without plugins).

/** Languages an article or guide can be written in. */
export const articleLangs = ["en", "ko"] as const;
export type ArticleLang = (typeof articleLangs)[number];

/** The exams an article can be about: the catalog's six, plus IELTS, which we compare with TOEFL. */
export const articleExams = ["toefl", "cps", "shsat", "hspt", "gre", "act", "ielts"] as const;
export type ArticleExam = (typeof articleExams)[number];

/** Tags (topics) for the blog filter; a typo in front-matter fails the build instead of making a new tag. */
export const tags = [
  "test-format",
  "scoring",
  "study-plan",
  "reading",
  "listening",
  "speaking",
  "writing",
  "math",
  "vocabulary",
  "pacing",
  "admissions",
  "templates",
  "test-choice",
] as const;
export type Tag = (typeof tags)[number];

export const isTag = (value: string): value is Tag => tags.some((tag) => tag === value);

export const isArticleExam = (value: string): value is ArticleExam => articleExams.some((exam) => exam === value);

/** The four TOEFL sections, in test order: the groups of the all-TOEFL-resources hub. */
export const toeflSectionTags = ["reading", "listening", "speaking", "writing"] as const satisfies readonly Tag[];

/** Language names written in their language (scripts/language-names-font.ts subsets a font from them). */
export const languageNames = { en: "English", hi: "हिन्दी", es: "Español", ko: "한국어" } as const;
export type LanguageCode = keyof typeof languageNames;
