// The shape of content/pages/navigation.yml; each link gets its page's address.
import { z } from "zod";
import { type PageId, pageIds, pagePath } from "../../routes.ts";
import { sentenceWith, text, texts } from "./fields.ts";

const pageNames = pageIds as [PageId, ...PageId[]];

/** A link names the page it goes to, by its route id in app/routes.ts. */
const link = z.strictObject({
  page: z.enum(pageNames, {
    error: (issue) => `is not a page of app/routes.ts "${String(issue.input)}" (known: ${pageNames.join(", ")})`,
  }),
  label: text,
});
const column = z.strictObject({ title: text, links: z.array(link).min(1) });

const navigationWords = z.strictObject({
  main: z.array(link).min(1),
  footer: z.strictObject({
    /** The brand's tagline in this file's language (the English footer shows app/catalog/brand.ts's). */
    tagline: text.optional(),
    product: column,
    company: column,
    /** The networks and their labels are the brand's (app/catalog/brand.ts). */
    social: z.strictObject({ title: text }),
    legal: column,
    /** A sentence under the legal links, where they are in another language than the page (the Spanish footer). */
    legalNote: text.optional(),
    note: text,
  }),
  examMenu: z.strictObject({
    label: text,
    comingSoon: text,
    allExams: link,
    /** The tools for the choices a family makes once, under the exams. */
    tools: z.array(link).min(1),
    /** Each exam's line under its name, by exam id; without it the exam catalog's (English) audience. */
    subtitles: z.record(z.string(), text).optional(),
  }),
  skipLink: text,
  header: z.strictObject(texts("home mainMenu phoneMenu menuButton startTrial")),
  /** The language link of the header and the footer shows, on a page in the other language, this file's words. */
  language: z.strictObject(texts("name")),
  /** The note that offers a page in this file's language to a visitor whose browser prefers it. */
  languageOffer: z.strictObject(texts("text link close")),
  errorPage: z.strictObject(texts("heading text homeLink homeButton")),
  /** The toasts' words for screen readers: each toast's kind, the region's name ({hotkey} moves to it), the close button. */
  toasts: z.strictObject({ ...texts("notification close"), region: sentenceWith("hotkey") }),
  breadcrumbs: z.strictObject(texts("home blog exams cps studyGuides freeTemplates")),
  legalPage: z.strictObject({ lastUpdated: text, contents: text }),
});

type File = z.output<typeof navigationWords>;
export type NavLink = { label: string; href: string };

const toLink = ({ page, label }: File["main"][number]): NavLink => ({ label, href: pagePath(page) });
const toColumn = ({ title, links }: File["footer"]["product"]) => ({ title, links: links.map(toLink) });

/** The file's words with each link given its page's address. */
export const navigationFile = navigationWords.transform((data) => {
  const { tagline, product, company, social, legal, legalNote, note } = data.footer;
  return {
    ...data,
    main: data.main.map(toLink),
    examMenu: { ...data.examMenu, allExams: toLink(data.examMenu.allExams), tools: data.examMenu.tools.map(toLink) },
    footer: {
      tagline,
      product: toColumn(product),
      company: toColumn(company),
      social,
      legal: toColumn(legal),
      legalNote,
      note,
    },
  };
});
