// Test-type buttons, a search box and the templates table, with loading, error and empty states (docs/product.md,
// "Template search"). Other test types than the first come from /api/templates, once per visit (decision 012).
import { useId, useRef, useState } from "react";
import { templateText as text } from "#app/catalog/templates/template-text";
import { type TemplateHit, type TestType, testTypes } from "#app/catalog/templates/templates";
import { Card } from "#app/components/ui/card";
import { cn } from "#app/lib/cn";

/** Each test type's templates, or the request on its way; a failed request is dropped, so choosing again retries. */
const cache = new Map<TestType, TemplateHit[] | Promise<TemplateHit[]>>();

function load(test: TestType): TemplateHit[] | Promise<TemplateHit[]> {
  const entry =
    cache.get(test) ??
    fetch(`/api/templates?${new URLSearchParams({ test })}`, { headers: { Accept: "application/json" } })
      .then(async (response) => {
        if (!response.ok) throw new Error(`/api/templates answered ${response.status}`);
        const { hits }: { hits: TemplateHit[] } = await response.json();
        cache.set(test, hits);
        return hits;
      })
      .catch((error: unknown) => {
        cache.delete(test);
        throw error;
      });
  cache.set(test, entry);
  return entry;
}

/** A template's page, in a new tab (docs/product.md, "Free templates"). */
function TemplateLink({ hit, className }: { hit: TemplateHit; className?: string }) {
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

/** `initial`: the test type shown first and its templates, rendered on the server so the list works without JavaScript. */
export function TemplateSearchPanel({ initial }: { initial: { test: TestType; hits: TemplateHit[] } }) {
  const [test, setTest] = useState<TestType>(initial.test);
  const [hits, setHits] = useState<TemplateHit[] | "loading" | "error">(initial.hits);
  const [query, setQuery] = useState("");
  const latest = useRef<TestType>(initial.test);
  const searchId = useId();

  /** Shows a test type's templates: at once when loaded, else after loading them (unless another was chosen since). */
  async function choose(next: TestType) {
    latest.current = next;
    setTest(next);
    const entry = next === initial.test ? initial.hits : load(next);
    setHits(Array.isArray(entry) ? entry : "loading");
    const loaded = await Promise.resolve(entry).catch(() => undefined);
    if (latest.current === next) setHits(loaded ?? "error");
  }

  const needle = query.trim().toLowerCase();
  const shown = Array.isArray(hits)
    ? hits.filter((hit) =>
        [hit.name, hit.description, hit.perfectFor].some((field) => field.toLowerCase().includes(needle)),
      )
    : [];
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

      {hits === "loading" ? (
        <p role="status" className="flex items-center gap-3 py-8 text-muted">
          <span
            aria-hidden="true"
            className="size-5 rounded-full border-2 border-line border-t-primary-600 motion-safe:animate-spin"
          />
          {text.loading}
        </p>
      ) : null}
      {hits === "error" ? (
        <Card role="alert" className="border-danger-700 bg-danger-100 p-6 text-danger-700">
          {text.loadFailed}
        </Card>
      ) : null}
      {Array.isArray(hits) && hits.length === 0 ? (
        <Card className="p-8 text-center text-lg font-semibold text-ink">{text.comingSoon(test)}</Card>
      ) : null}
      {Array.isArray(hits) && hits.length > 0 && shown.length === 0 ? (
        <p className="py-6 text-center text-muted">{text.noMatch(query.trim())}</p>
      ) : null}
      {shown.length > 0 ? (
        <>
          <ul aria-label={text.caption(test)} className="grid gap-4 sm:hidden">
            {shown.map((hit) => (
              <li key={hit.id} className="rounded-card border border-line bg-surface p-5 shadow-card">
                <p className="font-semibold text-ink">{hit.name}</p>
                <p className="mt-2 text-muted">{hit.description}</p>
                <p className="mt-2 text-sm text-ink">
                  <span className="font-semibold">{text.columns.perfectFor}:</span> {hit.perfectFor}
                </p>
                <TemplateLink hit={hit} className="mt-3 inline-block" />
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
                      <TemplateLink hit={hit} />
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
