// The image a shared link shows, one per page family (app/vite/social-images.ts); relative imports, vite.config.ts loads it.
export const socialImageSize = { width: 1200, height: 630 } as const;

/** The page families, each with its card; the words are in content/pages/social-cards.yml. */
export const socialFamilies = [
  "home",
  "pricing",
  "exams",
  "toefl",
  "shsat",
  "cps",
  "blog",
  "guides",
  "resources",
  "templates",
  "events",
  "tutors",
  "site",
] as const;

export type SocialFamily = (typeof socialFamilies)[number];

/** A card's words (content/pages/social-cards.yml): its headline fits on two lines, 45 characters at most. */
export type SocialCard = { eyebrow: string; headline: string; text: string };

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
export const socialImagePath = (family: SocialFamily): string => `/social/${family}.png`;

/** The brand mark as a square PNG (Organization logo), drawn from app/assets/favicon.svg with the cards. */
export const socialLogoPath = "/social/logo.png";
export const socialLogoSize = 512;
