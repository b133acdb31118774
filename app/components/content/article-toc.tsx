import type { Heading } from "#app/lib/content-schema";

/** Links to the sections of a long text. */
export function ArticleToc({ headings, label }: { headings: readonly Heading[]; label: string }) {
  if (headings.length < 2) return null;
  return (
    <nav aria-label={label} className="rounded-card border border-line bg-surface p-5">
      <h2 className="text-sm font-semibold uppercase tracking-wide text-muted">{label}</h2>
      <ol className="mt-3 space-y-2">
        {headings.map((heading) => (
          <li key={heading.id}>
            <a href={`#${heading.id}`} className="text-primary-700 hover:underline">
              {heading.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
