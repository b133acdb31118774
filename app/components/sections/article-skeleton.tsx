/** A grey outline of an article, shown while the article's code and data load. */
export function ArticleSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite" className="mx-auto min-h-[70vh] max-w-3xl px-4 py-12 sm:py-16">
      <span className="sr-only">{label}</span>
      <div aria-hidden="true" className="space-y-6 motion-safe:animate-pulse">
        <div className="h-6 w-32 rounded-full bg-line" />
        <div className="space-y-3">
          <div className="h-10 w-full rounded-control bg-line" />
          <div className="h-10 w-2/3 rounded-control bg-line" />
        </div>
        <div className="h-4 w-48 rounded-full bg-line" />
        <div className="space-y-3 pt-6">
          {["w-full", "w-11/12", "w-full", "w-4/5", "w-full", "w-3/4"].map((width, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: decorative lines that never reorder
            <div key={index} className={`h-4 rounded-full bg-line ${width}`} />
          ))}
        </div>
      </div>
    </div>
  );
}
