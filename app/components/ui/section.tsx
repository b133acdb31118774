// Page section wrapper; its fade-in is CSS only ([data-slot="section"] in app.css).
import type { ComponentProps } from "react";
import { cn } from "#app/lib/cn";

export type SectionProps = Omit<ComponentProps<"section">, "ref"> & {
  /** Id of the heading that names the section. */
  labelledBy?: string;
  /** "muted" puts the section on the canvas background. */
  tone?: "plain" | "muted";
};

export function Section({ labelledBy, tone = "plain", className, children, ...props }: SectionProps) {
  return (
    <section
      aria-labelledby={labelledBy}
      data-slot="section"
      className={cn("px-4 py-16 md:py-24", tone === "muted" && "bg-canvas", className)}
      {...props}
    >
      <div className="mx-auto max-w-6xl">{children}</div>
    </section>
  );
}
