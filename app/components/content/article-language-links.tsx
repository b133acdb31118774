import { Languages } from "lucide-react";

export type LanguageVersion = { lang: string; path: string; name: string };

/** Links to the same page in other languages, each named in its own language. */
export function ArticleLanguageLinks({
  heading,
  versions,
  current,
  showHeading = true,
}: {
  /** Names the links for assistive technology, and is shown before them unless `showHeading` is false. */
  heading: string;
  showHeading?: boolean;
  versions: readonly LanguageVersion[];
  /** The language of the page showing the links; it is marked, not linked. */
  current: string;
}) {
  return (
    <nav aria-label={heading} className="flex flex-wrap items-center gap-2 text-sm">
      <Languages aria-hidden="true" className="size-4 text-muted" />
      {showHeading ? <span className="text-muted">{heading}:</span> : null}
      <ul className="flex flex-wrap gap-2">
        {versions.map(({ lang, path, name }) => (
          <li key={lang}>
            {lang === current ? (
              <span
                aria-current="page"
                lang={lang}
                data-language-name=""
                className="inline-block rounded-full bg-primary-700 px-3 py-1 font-medium text-white"
              >
                {name}
              </span>
            ) : (
              <a
                href={path}
                lang={lang}
                hrefLang={lang}
                data-language-name=""
                className="inline-block rounded-full border border-line bg-surface px-3 py-1 font-medium text-primary-700 hover:bg-primary-50"
              >
                {name}
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
