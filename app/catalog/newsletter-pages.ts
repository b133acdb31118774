// The newsletter's confirm and unsubscribe pages (rendered per request, never pre-rendered or indexed), in English
// or, reached from a Spanish confirmation mail (`?lang=es`), in Spanish.
import type { Lang } from "#app/lib/lang";
import { confirmPage as confirmWords, unsubscribePage as unsubscribeWords } from "#content/newsletter";
import { confirmPage as confirmWordsEs, unsubscribePage as unsubscribeWordsEs } from "#content/newsletterEs";

export const confirmPage = { ...confirmWords, path: "/newsletter/confirm" } as const;

export const unsubscribePage = { ...unsubscribeWords, path: "/newsletter/unsubscribe" } as const;

/** Each page in each language. */
export const newsletterPagesIn: Readonly<
  Record<Lang, { confirm: typeof confirmPage; unsubscribe: typeof unsubscribePage; lang: Lang }>
> = {
  en: { confirm: confirmPage, unsubscribe: unsubscribePage, lang: "en" },
  es: {
    confirm: { ...confirmWordsEs, path: confirmPage.path },
    unsubscribe: { ...unsubscribeWordsEs, path: unsubscribePage.path },
    lang: "es",
  },
};

/** The language a mailed link names (`lang=es`); English when it names none or one the site does not have. */
export const linkLanguage = (url: string): Lang => (new URL(url).searchParams.get("lang") === "es" ? "es" : "en");
