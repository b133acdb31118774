// Its words come from pages.yml in the browser: the root error boundary shows it with no loader data.
import { Button } from "#app/components/ui/button";
import { linkProps, useLang, useWords } from "#app/lib/lang";
import { errorPage as errorPageEn } from "#content/navigation";
import { errorPage as errorPageEs } from "#content/navigationEs";
import { notFound as en } from "#content/pages";
import { notFound as es } from "#content/pagesEs";

/** The not-found page; given the unknown `path`, the page script logs it to the console (app/page-script/not-found.ts). */
export function NotFound({ path }: { path?: string }) {
  const notFoundPage = useWords({ en, es });
  const { homeButton } = useWords({ en: errorPageEn, es: errorPageEs });
  const home = linkProps(useLang(), "/");
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <p className="text-6xl font-bold text-primary-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold text-ink">{notFoundPage.heading}</h1>
      <p className="mt-3 text-muted">{notFoundPage.intro}</p>
      <Button asChild className="mt-8">
        <a {...home}>{homeButton}</a>
      </Button>
      {path ? <span hidden data-not-found={path} /> : null}
    </section>
  );
}
