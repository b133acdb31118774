import { ChevronDown, Menu, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { examMenuCopy } from "#app/catalog/exam-selection";
import type { NavLink } from "#app/catalog/navigation";
import { pagePaths } from "#app/catalog/page-paths";
import { Button } from "#app/components/ui/button";
import { cn } from "#app/lib/cn";
import { ExamChooserList } from "./exam-menu";

/** The exam chooser inside the phone menu: a nested disclosure. */
function MobileExamGroup() {
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        className="flex w-full items-center justify-between rounded-control px-2 py-3 text-left text-base font-medium text-ink hover:bg-canvas"
      >
        {examMenuCopy.label}
        <ChevronDown
          aria-hidden="true"
          className={cn("size-5 transition-transform motion-reduce:transition-none", open && "rotate-180")}
        />
      </button>
      <div id={listId} hidden={!open} className="pb-2 pl-2">
        <ExamChooserList />
      </div>
    </>
  );
}

/** The phone menu: a disclosure that closes on Escape, on navigation and on the close button. */
export function MobileNav({ links, trialUrl }: { links: readonly NavLink[]; trialUrl: string }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: close whenever the page changes
  useEffect(() => setOpen(false), [location.pathname]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);

  return (
    <div className="lg:hidden">
      <Button
        ref={toggleRef}
        variant="ghost"
        size="sm"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? <X aria-hidden="true" className="size-5" /> : <Menu aria-hidden="true" className="size-5" />}
        Menu
      </Button>
      <nav
        id={panelId}
        aria-label="Mobile"
        hidden={!open}
        className="absolute inset-x-0 top-16 border-b border-line bg-surface px-4 pb-6 shadow-raised"
      >
        <ul className="flex flex-col py-2">
          {links.map((item) => (
            <li key={item.href}>
              {item.href === pagePaths.exams ? (
                <MobileExamGroup />
              ) : (
                <Link
                  to={item.href}
                  className="block rounded-control px-2 py-3 text-base font-medium text-ink hover:bg-canvas"
                >
                  {item.label}
                </Link>
              )}
            </li>
          ))}
        </ul>
        <Button asChild className="w-full">
          <a href={trialUrl} target="_blank" rel="noopener">
            Start free trial
          </a>
        </Button>
      </nav>
    </div>
  );
}
