import { GraduationCap } from "lucide-react";
import { useLocation } from "react-router";
import { brand } from "#app/catalog/brand";
import { signupUrl } from "#app/catalog/links";
import { Button } from "#app/components/ui/button";
import { pathIn, useLang } from "#app/lib/lang";
import { main as mainNavigation } from "#content/navigation";
import { currentPageProps } from "./current-page";
import { ExamMenu } from "./exam-menu";
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
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-surface/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <a href="/" aria-label={`${brand.name} home`} className="rounded-control">
          <BrandMark />
        </a>
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {mainNavigation.map((item) => (
              <li key={item.href}>
                {/* The Exams entry opens the exam chooser, which links to /exams too. */}
                {item.href === "/exams" ? (
                  <ExamMenu pathname={pathname} />
                ) : (
                  <a
                    href={pathIn(lang, item.href)}
                    {...currentPageProps(pathname, item.href)}
                    className="rounded-control px-3 py-2 text-sm font-medium text-ink hover:bg-canvas aria-[current=page]:text-primary-700"
                  >
                    {item.label}
                  </a>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          {/* A wrapper hides it: cn() does not merge the button's own display class. */}
          <div className="hidden sm:block">
            <Button asChild size="sm">
              <a href={trialUrl} target="_blank" rel="noopener">
                Start free trial
              </a>
            </Button>
          </div>
          <MobileNav pathname={pathname} />
        </div>
      </div>
    </header>
  );
}
