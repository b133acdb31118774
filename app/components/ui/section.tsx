// A page section under its eyebrow, h2 and introduction; its fade-in is CSS only ([data-slot="section"] in app.css).
import { type ComponentProps, useId } from "react";
import { cn } from "#app/lib/cn";

/** What most sections take besides their content: the heading that names them, and their background. */
export type SectionHead = {
  id?: string;
  eyebrow?: string;
  heading: string;
  intro?: string;
  /** "muted" puts the section on the canvas background. */
  tone?: "plain" | "muted";
};

export type SectionProps = Omit<ComponentProps<"section">, "ref"> &
  Partial<SectionHead> & {
    /** Id of a heading of the section's own that names it, when it has no `heading`. */
    labelledBy?: string;
  };

export function Section({
  eyebrow,
  heading,
  intro,
  labelledBy,
  tone = "plain",
  className,
  children,
  ...props
}: SectionProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={heading ? headingId : labelledBy}
      data-slot="section"
      className={cn("px-4 py-16 md:py-24", tone === "muted" && "bg-canvas", className)}
      {...props}
    >
      <div className="mx-auto max-w-6xl">
        {heading ? (
          <div className="mx-auto mb-10 max-w-3xl text-center md:mb-14">
            {eyebrow ? (
              <p className="text-sm font-semibold uppercase tracking-wide text-primary-700">{eyebrow}</p>
            ) : null}
            <h2 id={headingId} className="mt-2 text-3xl font-bold tracking-tight text-ink text-balance sm:text-4xl">
              {heading}
            </h2>
            {intro ? <p className="mt-4 text-lg text-muted text-pretty">{intro}</p> : null}
          </div>
        ) : null}
        {children}
      </div>
    </section>
  );
}
