// The site's menus: the header's main navigation and the footer's four columns
// (docs/product.md, "Navigation"). The words, and which page each link goes to, are in
// content/pages/navigation.yml; the social links are the brand's.
import { examMenu, footer, main, skipLink } from "#content/navigation";
import { brand } from "./brand";
import type { NavLink } from "./content-schemas/navigation";

export type { NavLink };

export const mainNavigation: readonly NavLink[] = main;

export const footerColumns = {
  product: footer.product,
  company: footer.company,
  social: { title: footer.social.title, links: brand.social },
  legal: footer.legal,
};

/** The line at the foot of every page, before the support address. */
export const footerNote = footer.note;

/** The first link of every page, shown when it receives the keyboard focus. */
export const skipLinkLabel = skipLink;

/** The header's exam menu (GMAT is listed but cannot be chosen yet: docs/product.md, "Navigation"). */
export const examMenuCopy = {
  label: examMenu.label,
  comingSoon: examMenu.comingSoon,
  allExams: { label: examMenu.allExams, href: "/exams" },
} as const;
