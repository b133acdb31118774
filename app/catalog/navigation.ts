// The site's menus: the header's main navigation and the footer's four columns (SPEC §2).
import { brand } from "./brand";
import { pages } from "./pages";

export type NavLink = { label: string; href: string };

export const mainNavigation: readonly NavLink[] = [
  { label: "Exams", href: pages.exams.path },
  { label: "Pricing", href: pages.pricing.path },
  { label: "For tutors", href: pages.forTutors.path },
  { label: "Free templates", href: pages.freeTemplates.path },
  { label: "Blog", href: pages.blog.path },
  { label: "About", href: pages.about.path },
  { label: "Contact", href: pages.contact.path },
];

export const footerColumns = {
  product: {
    title: "Product",
    links: [
      { label: "TOEFL", href: pages.toefl.path },
      { label: "CPS HSAT", href: pages.highschoolentrance.path },
      { label: "NYC SHSAT", href: pages.shsat.path },
      { label: "All exams", href: pages.exams.path },
      { label: "Pricing", href: pages.pricing.path },
      { label: "Free templates", href: pages.freeTemplates.path },
      { label: "Study guides", href: pages.studyGuides.path },
      { label: "Study planner", href: pages.studyPlanner.path },
    ],
  },
  company: {
    title: "Company",
    links: [
      { label: "About", href: pages.about.path },
      { label: "For tutors", href: pages.forTutors.path },
      { label: "Blog", href: pages.blog.path },
      { label: "Events", href: pages.events.path },
      { label: "Contact", href: pages.contact.path },
    ],
  },
  social: { title: "Social", links: brand.social },
  legal: {
    title: "Legal",
    links: [
      { label: "Terms of Service", href: pages.terms.path },
      { label: "Privacy Policy", href: pages.privacy.path },
      { label: "WhatsApp opt-in", href: pages.whatsappOptIn.path },
      { label: "Accessibility", href: pages.accessibility.path },
    ],
  },
} as const;

/** The first link of every page, shown when it receives the keyboard focus. */
export const skipLinkLabel = "Skip to content";
