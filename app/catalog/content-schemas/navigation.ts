// The shape of content/pages/navigation.yml; each link gets its page's address.
import { z } from "zod";
import { type PageId, pageIds, pagePath } from "../../routes.ts";
import { text, texts } from "./fields.ts";

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
    product: column,
    company: column,
    /** The networks and their labels are the brand's (app/catalog/brand.ts). */
    social: z.strictObject({ title: text }),
    legal: column,
    note: text,
  }),
  examMenu: z.strictObject({ label: text, comingSoon: text, allExams: link }),
  skipLink: text,
  breadcrumbs: z.strictObject(texts("home blog exams cps studyGuides freeTemplates")),
  legalPage: z.strictObject({ lastUpdated: text, contents: text }),
});

type File = z.output<typeof navigationWords>;
export type NavLink = { label: string; href: string };

const toLink = ({ page, label }: File["main"][number]): NavLink => ({ label, href: pagePath(page) });
const toColumn = ({ title, links }: File["footer"]["product"]) => ({ title, links: links.map(toLink) });

/** The file's words with each link given its page's address. */
export const navigationFile = navigationWords.transform((data) => {
  const { product, company, social, legal, note } = data.footer;
  return {
    ...data,
    main: data.main.map(toLink),
    examMenu: { ...data.examMenu, allExams: toLink(data.examMenu.allExams) },
    footer: { product: toColumn(product), company: toColumn(company), social, legal: toColumn(legal), note },
  };
});
