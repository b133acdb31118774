// The site's menus: the header's main navigation and the footer's four columns (SPEC §2).
import { brand } from "./brand";
import { pagePaths } from "./page-paths";

export type NavLink = { label: string; href: string };

export const mainNavigation: readonly NavLink[] = [
  { label: "Exams", href: pagePaths.exams },
  { label: "Pricing", href: pagePaths.pricing },
  { label: "For tutors", href: pagePaths.forTutors },
  { label: "Free templates", href: pagePaths.freeTemplates },
  { label: "Blog", href: pagePaths.blog },
  { label: "About", href: pagePaths.about },
  { label: "Contact", href: pagePaths.contact },
];

export const footerColumns = {
  product: {
    title: "Product",
    links: [
      { label: "TOEFL", href: pagePaths.toefl },
      { label: "CPS HSAT", href: pagePaths.highschoolentrance },
      { label: "NYC SHSAT", href: pagePaths.shsat },
      { label: "All exams", href: pagePaths.exams },
      { label: "Exam changes", href: pagePaths.examChanges },
      { label: "Pricing", href: pagePaths.pricing },
      { label: "Free templates", href: pagePaths.freeTemplates },
      { label: "Study guides", href: pagePaths.studyGuides },
      { label: "Study planner", href: pagePaths.studyPlanner },
    ],
  },
  company: {
    title: "Company",
    links: [
      { label: "About", href: pagePaths.about },
      { label: "For tutors", href: pagePaths.forTutors },
      { label: "Blog", href: pagePaths.blog },
      { label: "Events", href: pagePaths.events },
      { label: "Contact", href: pagePaths.contact },
    ],
  },
  social: { title: "Social", links: brand.social },
  legal: {
    title: "Legal",
    links: [
      { label: "Terms of Service", href: pagePaths.terms },
      { label: "Privacy Policy", href: pagePaths.privacy },
      { label: "WhatsApp opt-in", href: pagePaths.whatsappOptIn },
      { label: "Accessibility", href: pagePaths.accessibility },
    ],
  },
} as const;

/** The first link of every page, shown when it receives the keyboard focus. */
export const skipLinkLabel = "Skip to content";
