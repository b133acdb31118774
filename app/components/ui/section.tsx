/*
 * Page section wrapper. Its fade-in as it scrolls into view is CSS only
 * (app.css, [data-slot="section"]): sections are visible without JavaScript.
 */
import { type ComponentProps, type RefObject, useEffect, useRef, useState } from "react";
import { cn } from "#app/lib/cn";

export const IN_VIEW_THRESHOLD = 0.1;

function canObserve(): boolean {
  return typeof IntersectionObserver === "function";
}

function isInView(entry: IntersectionObserverEntry, threshold: number): boolean {
  return entry.isIntersecting && entry.intersectionRatio >= threshold;
}

/** True once (or while, with `once: false`) at least `threshold` of the element is visible. */
export function useInView(
  ref: RefObject<Element | null>,
  { threshold = IN_VIEW_THRESHOLD, once = true }: { threshold?: number; once?: boolean } = {},
): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (!canObserve()) {
      setInView(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries.at(-1);
        if (!entry) return;
        const visible = isInView(entry, threshold);
        setInView(visible);
        if (visible && once) observer.disconnect();
      },
      { threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, threshold, once]);
  return inView;
}

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

/** Wraps the hero; it gets data-in-view="true" once 10% of it is visible. */
export function HeroInView(props: Omit<ComponentProps<"div">, "ref">) {
  const ref = useRef<HTMLDivElement>(null);
  const inView = useInView(ref);
  return <div ref={ref} data-in-view={inView ? "true" : undefined} {...props} />;
}
