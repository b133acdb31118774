// The link to the page in the other language (header and footer), and the note offering the Spanish page to a
// visitor whose browser prefers Spanish (docs/decisions/066-spanish-pages.md). No redirect by Accept-Language: the
// note is in the HTML, hidden, and the page script shows it (app/page-script/language-offer.ts).
import { Languages, X } from "lucide-react";
import { useLocation, useMatches } from "react-router";
import { cn } from "#app/lib/cn";
import { counterpartOf, type Lang, useLang } from "#app/lib/lang";
import { language as englishName, languageOffer as englishOffer } from "#content/navigation";
import { language as spanishName, languageOffer as spanishOffer } from "#content/navigationEs";

type Version = { lang: Lang; path: string };

const names: Record<Lang, string> = { en: englishName.name, es: spanishName.name };
/** The offer is shown in the language it offers. */
const offers = { en: englishOffer, es: spanishOffer } as const;

/** The page's other versions its loader named in its meta tags (hreflang links: resources pages, translated articles). */
function alternatesOf(loaderData: unknown): Version[] {
  const meta: unknown = loaderData == null ? undefined : Object(loaderData).meta;
  if (!Array.isArray(meta)) return [];
  return meta.flatMap((tag: unknown) => {
    const { rel, hrefLang, href } = Object(tag) as Record<string, unknown>;
    if (rel !== "alternate" || (hrefLang !== "en" && hrefLang !== "es") || typeof href !== "string") return [];
    return [{ lang: hrefLang, path: new URL(href, "http://localhost").pathname }];
  });
}

/**
 * Where the language link of the page goes: its version in the other language (English for a Spanish page, Spanish
 * for any other); without one, that language's home page (the Spanish home when it exists).
 */
function useLanguageLink(): (Version & { counterpart: boolean }) | undefined {
  const lang = useLang();
  const { pathname } = useLocation();
  const loaderData = useMatches().at(-1)?.loaderData;
  const to: Lang = lang === "es" ? "en" : "es";
  const version =
    [counterpartOf(pathname), ...alternatesOf(loaderData)].find((candidate) => candidate?.lang === to) ?? undefined;
  if (version) return { ...version, counterpart: true };
  const home = to === "en" ? { lang: to, path: "/" } : counterpartOf("/");
  return home ? { ...home, counterpart: false } : undefined;
}

/** The link itself: the language's name in that language, marked as such for screen readers and search engines. */
export function LanguageLink({ className }: { className?: string }) {
  const link = useLanguageLink();
  if (!link) return null;
  return (
    <a
      href={link.path}
      hrefLang={link.lang}
      lang={link.lang}
      // A visitor who chose a language is not offered the other one again (app/page-script/language-offer.ts).
      data-language-choice={link.lang}
      className={cn(
        "inline-flex min-h-10 items-center gap-1.5 whitespace-nowrap rounded-control px-2 text-sm font-medium text-ink hover:bg-canvas hover:text-primary-700",
        className,
      )}
    >
      <Languages aria-hidden="true" className="size-4" />
      {names[link.lang]}
    </a>
  );
}

/**
 * The note offering the Spanish version of an English page, hidden until the page script sees that the browser
 * prefers Spanish. Fixed below the header, over the page: showing it moves nothing.
 */
export function LanguageOffer() {
  const lang = useLang();
  const { pathname } = useLocation();
  const version = counterpartOf(pathname);
  if (lang !== "en" || version?.lang !== "es") return null;
  const offer = offers[version.lang];
  return (
    <section
      hidden
      data-language-offer=""
      lang={version.lang}
      aria-label={names[version.lang]}
      className="fixed inset-x-4 top-20 z-30 ml-auto max-w-sm rounded-card border border-line bg-surface p-4 text-sm text-ink shadow-raised"
    >
      <div className="flex items-start gap-3">
        <Languages aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-700" />
        <p className="flex-1">
          {offer.text}{" "}
          <a
            href={version.path}
            hrefLang={version.lang}
            data-language-choice={version.lang}
            className="font-semibold text-primary-700 underline"
          >
            {offer.link}
          </a>
        </p>
        <button
          type="button"
          data-language-offer-close=""
          className="-m-2 inline-flex size-10 shrink-0 items-center justify-center rounded-control text-muted hover:bg-canvas hover:text-ink"
        >
          <X aria-hidden="true" className="size-4" />
          <span className="sr-only">{offer.close}</span>
        </button>
      </div>
    </section>
  );
}
