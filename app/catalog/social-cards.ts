// The image a shared link shows (Open Graph and Twitter cards): one per page
// family, drawn at build time by app/vite/social-images.ts and served from
// /social/<family>.png. Relative imports only: vite.config.ts loads this file.
export const socialImageSize = { width: 1200, height: 630 } as const;

export type SocialFamily =
  | "home"
  | "pricing"
  | "exams"
  | "toefl"
  | "shsat"
  | "cps"
  | "blog"
  | "guides"
  | "resources"
  | "templates"
  | "events"
  | "tutors"
  | "site";

export type SocialCard = {
  /** Small line above the headline. */
  eyebrow: string;
  /** The card's big words; keep them under about 45 characters so they fit on two lines. */
  headline: string;
  /** One line under the headline. */
  text: string;
};

export const socialCards = {
  home: {
    eyebrow: "Adaptive AI exam prep",
    headline: "Exam prep that adapts to you",
    text: "TOEFL, CPS HSAT, SHSAT, HSPT and GRE",
  },
  pricing: {
    eyebrow: "Pricing",
    headline: "Simple plans for every exam",
    text: "7 days, 1 month or 6 months of full access",
  },
  exams: {
    eyebrow: "Exams",
    headline: "Pick your exam and start practising",
    text: "Adaptive practice, mock tests and analytics",
  },
  toefl: {
    eyebrow: "TOEFL iBT",
    headline: "Reach your TOEFL target score",
    text: "Instant AI feedback on speaking and writing",
  },
  shsat: {
    eyebrow: "NYC SHSAT",
    headline: "Get ready for the NYC SHSAT",
    text: "Math and ELA practice for the specialized high schools",
  },
  cps: {
    eyebrow: "Chicago CPS HSAT",
    headline: "Get ready for the CPS HSAT",
    text: "Practice and score predictions for selective enrollment",
  },
  blog: {
    eyebrow: "Blog",
    headline: "Study tips and exam strategy",
    text: "Plain explanations of how each test works",
  },
  guides: {
    eyebrow: "Study guides",
    headline: "What to study, and in what order",
    text: "A step-by-step guide for each exam",
  },
  resources: {
    eyebrow: "Free resources",
    headline: "Free guides and articles",
    text: "In English, Hindi, Spanish and Korean",
  },
  templates: {
    eyebrow: "Free templates",
    headline: "Free templates for essays and study plans",
    text: "TOEFL, IELTS, GRE, HSAT, HSPT and SHSAT",
  },
  events: {
    eyebrow: "Events",
    headline: "Workshops and info sessions",
    text: "For students and parents",
  },
  tutors: {
    eyebrow: "For tutors",
    headline: "Guide every student from one dashboard",
    text: "Assign practice and follow progress",
  },
  site: {
    eyebrow: "Study smarter",
    headline: "Adaptive AI exam prep",
    text: "A study plan built from a diagnostic test",
  },
} as const satisfies Record<SocialFamily, SocialCard>;

export const socialFamilies = Object.keys(socialCards) as SocialFamily[];

/** Families by address: the first rule that matches wins; anything else is "site". */
const familyRules: readonly [RegExp, SocialFamily][] = [
  [/^\/$/, "home"],
  [/^\/(highschoolentrance|citycast)(\/|$)|^\/exams\/hsat$/, "cps"],
  [/^\/pricing$/, "pricing"],
  [/^\/(toefl|exams\/toefl)$/, "toefl"],
  [/^\/shsat$/, "shsat"],
  [/^\/exams(\/|$)/, "exams"],
  [/^\/(blog|blogs)(\/|$)/, "blog"],
  [/^\/study-guides(\/|$)/, "guides"],
  [/^\/resources-/, "resources"],
  [/^\/free-templates(\/|$)/, "templates"],
  [/^\/events$/, "events"],
  [/^\/for-tutors$/, "tutors"],
];

/** The family whose card a page shows, from its path (trailing slash ignored). */
export function socialFamilyFor(path: string): SocialFamily {
  const normalized = path.length > 1 ? path.replace(/\/+$/, "") : path;
  return familyRules.find(([pattern]) => pattern.test(normalized))?.[1] ?? "site";
}

/** Where a family's image is served. */
export function socialImagePath(family: SocialFamily): string {
  return `/social/${family}.png`;
}

/** The brand mark as a square PNG (Organization logo), drawn from app/assets/favicon.svg with the cards. */
export const socialLogoPath = "/social/logo.png";
export const socialLogoSize = 512;
