// A link to the public page a fact comes from: a new tab, with no access back to ours.
import type { ReactNode } from "react";
import type { FactSource } from "#app/catalog/fact-sources";
import { useNewTabNote } from "./cta-link";

export function SourceLink({
  source,
  children,
  className,
}: {
  source: FactSource;
  children?: ReactNode;
  className?: string;
}) {
  const newTabNote = useNewTabNote();
  return (
    <a href={source.url} target="_blank" rel="noopener" className={className ?? "underline underline-offset-2"}>
      {/* A source's title is its own, in English. */}
      {children ?? <span lang="en">{source.title}</span>}
      <span className="sr-only"> {newTabNote}</span>
    </a>
  );
}
