import { ArrowRight } from "lucide-react";
import { Button } from "#app/components/ui/button";

/** The one call to action under an article: the page of the exam it is about. */
export function ArticleCta({ text, label, to }: { text: string; label: string; to: string }) {
  return (
    <div className="rounded-card bg-primary-900 p-6 text-white sm:p-8">
      <p className="text-lg font-semibold text-pretty">{text}</p>
      <Button asChild variant="accent" className="mt-5">
        <a href={to}>
          {label}
          <ArrowRight aria-hidden="true" className="size-4" />
        </a>
      </Button>
    </div>
  );
}
