import { GraduationCap } from "lucide-react";
import { Link, NavLink } from "react-router";
import { brand } from "#app/catalog/brand";
import { signupUrl } from "#app/catalog/links";
import { mainNavigation } from "#app/catalog/navigation";
import { pagePaths } from "#app/catalog/page-paths";
import { Button } from "#app/components/ui/button";
import { cn } from "#app/lib/cn";
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
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-surface/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <Link to="/" aria-label={`${brand.name} home`} className="rounded-control">
          <BrandMark />
        </Link>
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {mainNavigation.map((item) =>
              // The Exams entry opens the exam chooser, which links to /exams too.
              item.href === pagePaths.exams ? (
                <li key={item.href}>
                  <ExamMenu />
                </li>
              ) : (
                <li key={item.href}>
                  <NavLink
                    to={item.href}
                    className={({ isActive }) =>
                      cn(
                        "rounded-control px-3 py-2 text-sm font-medium hover:bg-canvas",
                        isActive ? "text-primary-700" : "text-ink",
                      )
                    }
                  >
                    {item.label}
                  </NavLink>
                </li>
              ),
            )}
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
          <MobileNav links={mainNavigation} trialUrl={trialUrl} />
        </div>
      </div>
    </header>
  );
}
