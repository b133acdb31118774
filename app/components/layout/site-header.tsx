import { GraduationCap } from "lucide-react";
import { useLocation } from "react-router";
import { brand } from "#app/catalog/brand";
import { signupUrl } from "#app/catalog/links";
import { Button } from "#app/components/ui/button";
import { linkProps, useLang, useWords } from "#app/lib/lang";
import { header as headerEn, main as mainEn } from "#content/navigation";
import { header as headerEs, main as mainEs } from "#content/navigationEs";
import { currentPageProps } from "./current-page";
import { ExamMenu } from "./exam-menu";
import { LanguageLink } from "./language-link";
import { MobileNav } from "./mobile-nav";

export function BrandMark() {
  return (
    <span className="inline-flex items-center gap-2 text-lg font-bold text-ink">
      <GraduationCap aria-hidden="true" className="size-7 text-primary-700" />
      {brand.name}
    </span>
  );
}

export function SiteHeader() {
  const trialUrl = signupUrl({ trial: true });
  // Rendered on the server: the current page is marked in the HTML.
  const { pathname } = useLocation();
  const lang = useLang();
  const header = useWords({ en: headerEn, es: headerEs });
  const mainNavigation = useWords({ en: mainEn, es: mainEs });
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-surface/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <a href={linkProps(lang, "/").href} aria-label={header.home} className="rounded-control">
          <BrandMark />
        </a>
        <nav aria-label={header.mainMenu} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {mainNavigation.map((item) => (
              <li key={item.href}>
                {/* The Exams entry opens the exam chooser, which links to /exams too. */}
                {item.href === "/exams" ? (
                  <ExamMenu pathname={pathname} />
                ) : (
                  <a
                    {...linkProps(lang, item.href)}
                    {...currentPageProps(pathname, linkProps(lang, item.href).href)}
                    className="whitespace-nowrap rounded-control px-3 py-2 text-sm font-medium text-ink hover:bg-canvas aria-[current=page]:text-primary-700"
                  >
                    {item.label}
                  </a>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <LanguageLink />
          {/* A wrapper hides it: cn() does not merge the button's own display class. */}
          <div className="hidden sm:block">
            <Button asChild size="sm" className="whitespace-nowrap">
              <a href={trialUrl} target="_blank" rel="noopener">
                {header.startTrial}
              </a>
            </Button>
          </div>
          <MobileNav pathname={pathname} />
        </div>
      </div>
    </header>
  );
}
