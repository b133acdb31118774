/*
 * Page section wrapper with a one-time fade-in. The server always renders the
 * content visible; only after hydration may a section that is still below the
 * fold be marked "waiting" (hidden by app.css) until it scrolls into view.
 */
import { type ComponentProps, type ReactNode, type RefObject, Suspense, useEffect, useRef, useState } from "react";
import { cn } from "#app/lib/cn";

export const IN_VIEW_THRESHOLD = 0.1;

type Reveal = "waiting" | "shown";

function canObserve(): boolean {
  return typeof IntersectionObserver === "function";
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
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

/** Hides the element only if it is out of view after hydration, then reveals it once. */
function useReveal(ref: RefObject<Element | null>): Reveal | undefined {
  const [reveal, setReveal] = useState<Reveal>();
  useEffect(() => {
    const element = ref.current;
    if (!element || !canObserve() || prefersReducedMotion()) return;
    let firstReport = true;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries.at(-1);
        if (!entry) return;
        if (firstReport) {
          firstReport = false;
          // Anything already on screen stays as rendered: hiding it would flicker.
          if (entry.isIntersecting) {
            observer.disconnect();
            return;
          }
          setReveal("waiting");
        }
        if (isInView(entry, IN_VIEW_THRESHOLD)) {
          setReveal("shown");
          observer.disconnect();
        }
      },
      { threshold: [0, IN_VIEW_THRESHOLD] },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return reveal;
}

/**
 * A part of the page React hydrates on its own, after the parts around it: a
 * Suspense boundary around server-rendered content splits hydration into one
 * short task per piece instead of one long one (docs/decisions/019-boot-after-first-paint.md).
 * Nothing in it suspends, so it never shows a fallback.
 */
export function HydrationPiece({ children }: { children: ReactNode }) {
  return <Suspense>{children}</Suspense>;
}

export type SectionProps = Omit<ComponentProps<"section">, "ref"> & {
  /** Id of the heading that names the section. */
  labelledBy?: string;
  /** "muted" puts the section on the canvas background. */
  tone?: "plain" | "muted";
};

export function Section({ labelledBy, tone = "plain", className, children, ...props }: SectionProps) {
  const ref = useRef<HTMLElement>(null);
  const reveal = useReveal(ref);
  return (
    <section
      ref={ref}
      aria-labelledby={labelledBy}
      data-slot="section"
      data-reveal={reveal}
      className={cn("px-4 py-16 md:py-24", tone === "muted" && "bg-canvas", className)}
      {...props}
    >
      <div className="mx-auto max-w-6xl">
        <HydrationPiece>{children}</HydrationPiece>
      </div>
    </section>
  );
}

/** Wraps the hero; it gets data-in-view="true" once 10% of it is visible. */
export function HeroInView(props: Omit<ComponentProps<"div">, "ref">) {
  const ref = useRef<HTMLDivElement>(null);
  const inView = useInView(ref);
  return <div ref={ref} data-in-view={inView ? "true" : undefined} {...props} />;
}
