export type SectionHeadingProps = {
  /** Id of the h2, for the section's aria-labelledby. */
  id: string;
  eyebrow?: string;
  heading: string;
  intro?: string;
};

/** The eyebrow, h2 and introduction that open a page section. */
export function SectionHeading({ id, eyebrow, heading, intro }: SectionHeadingProps) {
  return (
    <div className="mb-10 max-w-3xl md:mb-14 mx-auto text-center">
      {eyebrow ? <p className="text-sm font-semibold uppercase tracking-wide text-primary-700">{eyebrow}</p> : null}
      <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight text-ink text-balance sm:text-4xl">
        {heading}
      </h2>
      {intro ? <p className="mt-4 text-lg text-muted text-pretty">{intro}</p> : null}
    </div>
  );
}
