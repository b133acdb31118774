// The phone menu: a popover the browser opens and closes (Escape, a click outside); the exams are a <details>. No script.
import { ChevronDown, Menu, X } from "lucide-react";
import { signupUrl } from "#app/catalog/links";
import { Button } from "#app/components/ui/button";
import { counterpartOf, linkProps, useLang, useWords } from "#app/lib/lang";
import { examMenu as examMenuEn, header as headerEn, main as mainEn } from "#content/navigation";
import { examMenu as examMenuEs, header as headerEs, main as mainEs } from "#content/navigationEs";
import { currentPageProps, isCurrentPage } from "./current-page";
import { ExamChooserList } from "./exam-menu";

/** The id of the phone menu's popover (one header per page). */
const MOBILE_NAV_ID = "mobile-nav";

export function MobileNav({ pathname }: { pathname: string }) {
  const lang = useLang();
  const { examMenu, header, links } = useWords({
    en: { examMenu: examMenuEn, header: headerEn, links: mainEn },
    es: { examMenu: examMenuEs, header: headerEs, links: mainEs },
  });
  // A Spanish exam page opens it too (/es/exams/hspt).
  const englishPath = (lang === "es" && counterpartOf(pathname)?.path) || pathname;
  return (
    <div className="lg:hidden">
      <Button
        variant="ghost"
        size="sm"
        popoverTarget={MOBILE_NAV_ID}
        aria-controls={MOBILE_NAV_ID}
        className="mobile-nav-button"
      >
        <Menu aria-hidden="true" className="mobile-nav-closed-icon size-5" />
        <X aria-hidden="true" className="mobile-nav-open-icon size-5" />
        {header.menuButton}
      </Button>
      <nav
        id={MOBILE_NAV_ID}
        aria-label={header.phoneMenu}
        popover="auto"
        className="inset-x-0 top-16 bottom-auto m-0 max-h-[calc(100dvh-4rem)] w-full max-w-none overflow-y-auto border-b border-line bg-surface px-4 pb-6 text-ink shadow-raised"
      >
        <ul className="flex flex-col py-2">
          {links.map((item) => (
            <li key={item.href}>
              {item.href === "/exams" ? (
                // Open from the start on an exam page, so the current exam shows.
                <details className="group" open={isCurrentPage(englishPath, "/exams") || undefined}>
                  <summary className="flex w-full cursor-pointer list-none items-center justify-between rounded-control px-2 py-3 text-base font-medium hover:bg-canvas [&::-webkit-details-marker]:hidden">
                    {examMenu.label}
                    <ChevronDown
                      aria-hidden="true"
                      className="size-5 transition-transform group-open:rotate-180 motion-reduce:transition-none"
                    />
                  </summary>
                  <ExamChooserList pathname={pathname} className="pb-2 pl-2" />
                </details>
              ) : (
                <a
                  {...linkProps(lang, item.href)}
                  {...currentPageProps(pathname, linkProps(lang, item.href).href)}
                  className="block rounded-control px-2 py-3 text-base font-medium hover:bg-canvas aria-[current=page]:text-primary-700"
                >
                  {item.label}
                </a>
              )}
            </li>
          ))}
        </ul>
        <Button asChild className="w-full">
          <a href={signupUrl({ trial: true })} target="_blank" rel="noopener">
            {header.startTrial}
          </a>
        </Button>
      </nav>
    </div>
  );
}
