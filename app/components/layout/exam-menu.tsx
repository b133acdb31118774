// The header's exam chooser: a popover of `examChooser`, the browser doing the rest; GMAT is plain text, "Coming soon".
import { ChevronDown } from "lucide-react";
import { examChooser } from "#app/catalog/exams";
import { Badge } from "#app/components/ui/badge";
import { cn } from "#app/lib/cn";
import { linkProps, useLang, useWords } from "#app/lib/lang";
import { examMenu as en } from "#content/navigation";
import { examMenu as es } from "#content/navigationEs";
import { currentPageProps, isCurrentPage } from "./current-page";

/** The id of the desktop popover (one header per page). */
const EXAM_MENU_ID = "exam-menu";

/** The exams as a list: links for the available ones, "Coming soon" text for the rest. */
export function ExamChooserList({ pathname, className }: { pathname: string; className?: string }) {
  const lang = useLang();
  const examMenu = useWords({ en, es });
  const subtitles: Partial<Record<string, string>> = examMenu.subtitles ?? {};
  return (
    <ul className={className}>
      {examChooser.map((exam) => (
        <li key={exam.id}>
          {exam.available && exam.url ? (
            <a
              {...linkProps(lang, exam.url)}
              {...currentPageProps(pathname, linkProps(lang, exam.url).href)}
              className="block rounded-control px-3 py-2 hover:bg-canvas aria-[current=page]:bg-primary-50"
            >
              <span className="block font-medium text-ink">{exam.title}</span>
              <span className="block text-sm text-muted">{subtitles[exam.id] ?? exam.subtitle}</span>
            </a>
          ) : (
            <span aria-disabled="true" className="block cursor-not-allowed px-3 py-2">
              <span className="flex items-center gap-2 font-medium text-muted">
                <span>{exam.title}</span>
                <Badge tone="neutral">{examMenu.comingSoon}</Badge>
              </span>
              <span className="block text-sm text-muted">{subtitles[exam.id] ?? exam.subtitle}</span>
            </span>
          )}
        </li>
      ))}
      <li className="mt-1 border-t border-line pt-1">
        <a
          {...linkProps(lang, examMenu.allExams.href)}
          {...currentPageProps(pathname, linkProps(lang, examMenu.allExams.href).href)}
          className="block rounded-control px-3 py-2 font-medium text-primary-700 hover:bg-canvas"
        >
          {examMenu.allExams.label}
        </a>
      </li>
      {examMenu.tools.map((tool, index) => (
        <li key={tool.href} className={cn(index === 0 && "mt-1 border-t border-line pt-1")}>
          <a
            {...linkProps(lang, tool.href)}
            {...currentPageProps(pathname, linkProps(lang, tool.href).href)}
            className="block rounded-control px-3 py-2 text-ink hover:bg-canvas aria-[current=page]:bg-primary-50"
          >
            {tool.label}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The desktop header's "Exams" button and its popover. */
export function ExamMenu({ pathname }: { pathname: string }) {
  const lang = useLang();
  const examMenu = useWords({ en, es });
  return (
    <>
      <button
        type="button"
        popoverTarget={EXAM_MENU_ID}
        aria-controls={EXAM_MENU_ID}
        className={cn(
          "exam-menu-button inline-flex items-center whitespace-nowrap gap-1 rounded-control px-3 py-2 text-sm font-medium hover:bg-canvas",
          isCurrentPage(pathname, linkProps(lang, examMenu.allExams.href).href) ? "text-primary-700" : "text-ink",
        )}
      >
        {examMenu.label}
        <ChevronDown aria-hidden="true" className="size-4" />
      </button>
      <div
        id={EXAM_MENU_ID}
        popover="auto"
        className="exam-menu w-80 rounded-card border border-line bg-surface p-2 text-ink shadow-raised"
      >
        <ExamChooserList pathname={pathname} />
      </div>
    </>
  );
}
