// The vocabulary of our articles and guides (exams, tags, languages) and the
// words printed around them, per language. Client-safe: no zod here; the
// front-matter schemas in app/lib/content-schema.ts build on these lists.
import { brand } from "./brand";
import { examById } from "./exams";

/** Languages an article or guide can be written in. */
export const articleLangs = ["en", "ko"] as const;
export type ArticleLang = (typeof articleLangs)[number];

/** The exams an article can be about: the catalog's six, plus IELTS, which we compare with TOEFL. */
export const articleExams = ["toefl", "cps", "shsat", "hspt", "gre", "act", "ielts"] as const;
export type ArticleExam = (typeof articleExams)[number];

export function examLabel(exam: ArticleExam): string {
  return exam === "ielts" ? "IELTS" : examById(exam).name;
}

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

export const tagLabels = {
  "test-format": "Test format",
  scoring: "Scoring",
  "study-plan": "Study plans",
  reading: "Reading",
  listening: "Listening",
  speaking: "Speaking",
  writing: "Writing",
  math: "Math",
  vocabulary: "Vocabulary",
  pacing: "Pacing",
  admissions: "Admissions",
  templates: "Templates",
  "test-choice": "Choosing a test",
} as const satisfies Record<Tag, string>;

export function isTag(value: string): value is Tag {
  return tags.some((tag) => tag === value);
}

export function isArticleExam(value: string): value is ArticleExam {
  return articleExams.some((exam) => exam === value);
}

/** The four TOEFL sections, in test order: the groups of the all-TOEFL-resources hub. */
export const toeflSectionTags = ["reading", "listening", "speaking", "writing"] as const satisfies readonly Tag[];

/** The words around an article or guide, in the article's language. */
export const articleLabels = {
  en: {
    byline: "By",
    published: "Published",
    updated: "Updated",
    readingTime: (minutes: number) => `${minutes} min read`,
    related: "Related articles",
    allArticles: "All articles",
    onThisPage: "On this page",
    examCta: (exam: string) => `See how ${brand.name} helps with ${exam}`,
    ctaText: `Practise with ${brand.name}: a short diagnostic test, a study plan built from it, and a free ${brand.trialDays}-day trial with no credit card required.`,
    translation: "This article in another language",
  },
  ko: {
    byline: "글쓴이",
    published: "게시일",
    updated: "수정일",
    readingTime: (minutes: number) => `${minutes}분 분량`,
    related: "관련 글",
    allArticles: "블로그 전체 글",
    onThisPage: "이 글의 목차",
    examCta: (exam: string) => `${brand.name}의 ${exam} 준비 알아보기`,
    ctaText: `${brand.name}는 짧은 진단 테스트로 나에게 맞는 학습 계획을 만들어 줍니다. ${brand.trialDays}일 무료 체험은 신용카드 없이 시작할 수 있어요.`,
    translation: "이 글의 다른 언어판",
  },
} as const satisfies Record<ArticleLang, Record<string, unknown>>;

/** Names of languages, written in that language (for links between translations). */
export const languageNames = { en: "English", hi: "हिन्दी", es: "Español", ko: "한국어" } as const;
export type LanguageCode = keyof typeof languageNames;

export const blogLabels = {
  filterByExam: "Filter by exam",
  filterByTag: "Filter by topic",
  allExams: "All exams",
  allTags: "All topics",
  showing: (count: number) => (count === 1 ? "Showing 1 article" : `Showing ${count} articles`),
  noMatch: "No articles match these filters yet.",
  clearFilters: "Show all articles",
  loading: "Loading article…",
  articlesFor: (exam: string) => `Articles about ${exam}`,
  rssFeed: "RSS feed",
} as const;

export const guideLabels = {
  atAGlance: "The exam at a glance",
  section: "Section",
  questions: "Questions",
  time: "Time",
  scale: "Score scale",
  source: "Source",
  readGuide: "Read the guide",
  moreArticles: "More articles",
} as const;

export const hubLabels = {
  toeflStudyGuide: "TOEFL study guide",
  otherToeflArticles: "Planning, scoring and test choice",
  freeTemplates: "Free TOEFL templates",
  languagePages: "Resources in your language",
  readingList: "The reading list",
  taskArticles: "Articles on the speaking and writing tasks",
} as const;

/** Heading of the list of translations on a resources page, in that page's language. */
export const resourcesLabels = {
  en: { otherLanguages: "This page in other languages" },
  hi: { otherLanguages: "यह पेज दूसरी भाषाओं में" },
  es: { otherLanguages: "Esta página en otros idiomas" },
  ko: { otherLanguages: "다른 언어로 보기" },
} as const satisfies Record<LanguageCode, { otherLanguages: string }>;
