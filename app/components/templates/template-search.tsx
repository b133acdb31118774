import { useEffect, useId, useRef, useState } from "react";
import type { templateText } from "#app/catalog/templates/template-text";
import type { TestType } from "#app/catalog/templates/templates";
import { Card } from "#app/components/ui/card";
import { cn } from "#app/lib/cn";
import { filterTemplates, type TemplateCache, type TemplateHit } from "#app/lib/templates/template-search";

type Status = "ready" | "loading" | "error";

/** A template's page, in a new tab (docs/product.md, "Free templates"). */
function TemplateLink({ hit, text, className }: { hit: TemplateHit; text: typeof templateText; className?: string }) {
  return (
    <a
      href={hit.link}
      target="_blank"
      rel="noopener"
      className={cn(
        "relative font-semibold whitespace-nowrap text-primary-700 underline underline-offset-2 hover:text-primary-900",
        className,
      )}
    >
      {text.openLink}
      <span className="sr-only">
        : {hit.name} {text.opensInNewTab}
      </span>
    </a>
  );
}

type TemplateSearchProps = {
  testTypes: readonly TestType[];
  /** The test type shown first, with its templates (rendered on the server, so the list works without JavaScript). */
  initial: { test: TestType; hits: TemplateHit[] };
  /** Results per test type for the session. */
  cache: TemplateCache;
  text: typeof templateText;
};

/** Test-type buttons, a search box and the templates table, with loading, error and empty states. */
export function TemplateSearchPanel({ testTypes, initial, cache, text }: TemplateSearchProps) {
  const [test, setTest] = useState<TestType>(initial.test);
  const [status, setStatus] = useState<Status>("ready");
  const [hits, setHits] = useState<TemplateHit[]>(initial.hits);
  const [query, setQuery] = useState("");
  const latest = useRef<TestType>(initial.test);
  const searchId = useId();

  useEffect(() => {
    if (!cache.peek(initial.test)) cache.seed(initial.test, initial.hits);
  }, [cache, initial]);

  /** Shows a test type's templates: at once when cached, else after loading them (unless another was chosen since). */
  async function choose(next: TestType) {
    latest.current = next;
    setTest(next);
    const cached = cache.peek(next);
    setStatus(cached ? "ready" : "loading");
    setHits(cached ?? []);
    if (cached) return;
    const loaded = await cache.load(next).catch(() => undefined);
    if (latest.current !== next) return;
    setHits(loaded ?? []);
    setStatus(loaded ? "ready" : "error");
  }

  const shown = filterTemplates(hits, query);

  return (
    <div className="space-y-6">
      <fieldset>
        <legend className="mb-3 text-sm font-semibold text-ink">{text.testTypesLabel}</legend>
        <div className="flex flex-wrap gap-2">
          {testTypes.map((type) => (
            <button
              key={type}
              type="button"
              aria-pressed={type === test}
              onClick={() => choose(type)}
              className={cn(
                "rounded-control border px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600",
                type === test
                  ? "border-primary-700 bg-primary-700 text-surface"
                  : "border-line bg-surface text-ink hover:border-primary-600 hover:text-primary-700",
              )}
            >
              {type}
            </button>
          ))}
        </div>
      </fieldset>

      <div>
        <label htmlFor={searchId} className="mb-2 block text-sm font-semibold text-ink">
          {text.searchLabel}
        </label>
        <input
          id={searchId}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={text.searchPlaceholder}
          className="w-full rounded-control border border-line bg-surface px-4 py-3 text-base text-ink placeholder:text-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
        />
      </div>

      {status === "loading" ? (
        <p role="status" className="flex items-center gap-3 py-8 text-muted">
          <span
            aria-hidden="true"
            className="size-5 rounded-full border-2 border-line border-t-primary-600 motion-safe:animate-spin"
          />
          {text.loading}
        </p>
      ) : null}

      {status === "error" ? (
        <Card role="alert" className="border-danger-700 bg-danger-100 p-6 text-danger-700">
          {text.loadFailed}
        </Card>
      ) : null}

      {status === "ready" && hits.length === 0 ? (
        <Card className="p-8 text-center text-lg font-semibold text-ink">{text.comingSoon(test)}</Card>
      ) : null}

      {status === "ready" && hits.length > 0 && shown.length === 0 ? (
        <p className="py-6 text-center text-muted">{text.noMatch(query.trim())}</p>
      ) : null}

      {status === "ready" && shown.length > 0 ? (
        <>
          <ul aria-label={text.caption(test)} className="grid gap-4 sm:hidden">
            {shown.map((hit) => (
              <li key={hit.id} className="rounded-card border border-line bg-surface p-5 shadow-card">
                <p className="font-semibold text-ink">{hit.name}</p>
                <p className="mt-2 text-muted">{hit.description}</p>
                <p className="mt-2 text-sm text-ink">
                  <span className="font-semibold">{text.columns.perfectFor}:</span> {hit.perfectFor}
                </p>
                <TemplateLink hit={hit} text={text} className="mt-3 inline-block" />
              </li>
            ))}
          </ul>
          <section
            aria-label={text.caption(test)}
            className="relative hidden overflow-x-auto rounded-card border [contain:inline-size] border-line bg-surface shadow-card sm:block"
          >
            <table className="w-full min-w-[40rem] text-left text-sm sm:text-base">
              <caption className="sr-only">{text.caption(test)}</caption>
              <thead className="bg-canvas">
                <tr>
                  {(["name", "description", "perfectFor", "link"] as const).map((column) => (
                    <th key={column} scope="col" className="px-4 py-3 font-semibold">
                      {text.columns[column]}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {shown.map((hit) => (
                  <tr key={hit.id} className="border-t border-line align-top">
                    <th scope="row" className="px-4 py-3 font-semibold text-ink">
                      {hit.name}
                    </th>
                    <td className="px-4 py-3 text-muted">{hit.description}</td>
                    <td className="px-4 py-3 text-muted">{hit.perfectFor}</td>
                    <td className="px-4 py-3">
                      <TemplateLink hit={hit} text={text} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </>
      ) : null}
    </div>
  );
}
