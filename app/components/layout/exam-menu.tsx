/*
 * The header's exam chooser: a disclosure button that shows the exams of
 * `examChooser`. Exams not yet available (GMAT) are listed as plain text with
 * "Coming soon", never as links. Closes on Escape, on a click or focus
 * outside, and on navigation.
 */
import { ChevronDown } from "lucide-react";
import { type FocusEvent, useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { examMenuCopy } from "#app/catalog/exam-selection";
import { examChooser } from "#app/catalog/exams";
import { Badge } from "#app/components/ui/badge";
import { cn } from "#app/lib/cn";

/** The exams as a list: links for the available ones, "Coming soon" text for the rest. */
export function ExamChooserList({ className }: { className?: string }) {
  return (
    <ul className={className}>
      {examChooser.map((exam) => (
        <li key={exam.id}>
          {exam.available && exam.url ? (
            <Link to={exam.url} className="block rounded-control px-3 py-2 hover:bg-canvas">
              <span className="block font-medium text-ink">{exam.title}</span>
              <span className="block text-sm text-muted">{exam.subtitle}</span>
            </Link>
          ) : (
            <span aria-disabled="true" className="block cursor-not-allowed px-3 py-2">
              <span className="flex items-center gap-2 font-medium text-muted">
                <span>{exam.title}</span>
                <Badge tone="neutral">{examMenuCopy.comingSoon}</Badge>
              </span>
              <span className="block text-sm text-muted">{exam.subtitle}</span>
            </span>
          )}
        </li>
      ))}
      <li className="mt-1 border-t border-line pt-1">
        <Link
          to={examMenuCopy.allExams.href}
          className="block rounded-control px-3 py-2 font-medium text-primary-700 hover:bg-canvas"
        >
          {examMenuCopy.allExams.label}
        </Link>
      </li>
    </ul>
  );
}

/** The desktop header's "Exams" disclosure. */
export function ExamMenu() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: close whenever the page changes
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, [open]);

  function onBlur(event: FocusEvent<HTMLDivElement>) {
    if (event.relatedTarget && !event.currentTarget.contains(event.relatedTarget)) setOpen(false);
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: focus leaving the menu closes it; the controls are the button and links
    <div ref={rootRef} className="relative" onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className={cn(
          "inline-flex items-center gap-1 rounded-control px-3 py-2 text-sm font-medium hover:bg-canvas",
          open || pathname.startsWith(examMenuCopy.allExams.href) ? "text-primary-700" : "text-ink",
        )}
      >
        {examMenuCopy.label}
        <ChevronDown
          aria-hidden="true"
          className={cn("size-4 transition-transform motion-reduce:transition-none", open && "rotate-180")}
        />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute top-full left-0 z-50 mt-2 w-80 rounded-card border border-line bg-surface p-2 shadow-raised"
      >
        <ExamChooserList />
      </div>
    </div>
  );
}
