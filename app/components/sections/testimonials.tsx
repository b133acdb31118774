/*
 * Testimonials: a grid on wide screens; on phones a carousel that advances
 * every 5 s, wraps around, can be set with dots, and pauses while hovered or
 * focused, with a pause button, and never moves on its own under reduced motion.
 */
import { Pause, Play, Star } from "lucide-react";
import { type FocusEvent, useEffect, useId, useState, useSyncExternalStore } from "react";
import { MAX_RATING, type Testimonial } from "#app/catalog/testimonials";
import { Badge } from "#app/components/ui/badge";
import { Section } from "#app/components/ui/section";
import { cn } from "#app/lib/cn";
import { SectionHeading } from "./section-heading";

export const TESTIMONIAL_INTERVAL_MS = 5000;
export const PHONE_QUERY = "(max-width: 767px)";
const REDUCED_MOTION_QUERY = "(prefers-reduced-motion: reduce)";

export type TestimonialsProps = {
  id?: string;
  eyebrow?: string;
  heading: string;
  intro?: string;
  testimonials: readonly Testimonial[];
  intervalMs?: number;
  tone?: "plain" | "muted";
};

/** A media query's answer; false on the server and during hydration. */
function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== "function") return () => {};
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    () => typeof window.matchMedia === "function" && window.matchMedia(query).matches,
    () => false,
  );
}

function Rating({ rating }: { rating: number }) {
  return (
    <span role="img" aria-label={`Rated ${rating} out of ${MAX_RATING}`} className="flex gap-0.5 text-accent-800">
      {Array.from({ length: MAX_RATING }, (_, star) => (
        <Star
          // biome-ignore lint/suspicious/noArrayIndexKey: the stars are positions, not items
          key={star}
          aria-hidden="true"
          className={cn("size-4", star < rating ? "fill-accent-400 text-accent-400" : "text-line")}
        />
      ))}
    </span>
  );
}

function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const { name, detail, quote, highlight, rating } = testimonial;
  return (
    <figure className="flex h-full flex-col rounded-card border border-line bg-surface p-6 shadow-card">
      {rating ? <Rating rating={rating} /> : null}
      {highlight ? (
        <Badge tone="success" className="self-start">
          {highlight}
        </Badge>
      ) : null}
      <blockquote className="mt-4 flex-1 text-ink text-pretty">
        <p>“{quote}”</p>
      </blockquote>
      <figcaption className="mt-5 border-t border-line pt-4">
        <span className="block font-semibold text-ink">{name}</span>
        <span className="block text-sm text-muted">{detail}</span>
      </figcaption>
    </figure>
  );
}

export function Testimonials({
  id,
  eyebrow,
  heading,
  intro,
  testimonials,
  intervalMs = TESTIMONIAL_INTERVAL_MS,
  tone,
}: TestimonialsProps) {
  const headingId = useId();
  const count = testimonials.length;
  const [active, setActive] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const isPhone = useMediaQuery(PHONE_QUERY);
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const rotates = isPhone && !reducedMotion && count > 1;
  const running = rotates && !stopped && !hovered && !focused;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `active` restarts the wait after every change of slide
  useEffect(() => {
    if (!running) return;
    // A timer per slide, so choosing a dot restarts the wait.
    const timer = setTimeout(() => setActive((current) => (current + 1) % count), intervalMs);
    return () => clearTimeout(timer);
  }, [running, active, count, intervalMs]);

  function onBlur(event: FocusEvent<HTMLDivElement>) {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  }

  return (
    <Section id={id} labelledBy={headingId} tone={tone}>
      <SectionHeading id={headingId} eyebrow={eyebrow} heading={heading} intro={intro} />
      {/* biome-ignore lint/a11y/noStaticElementInteractions: hover and focus only pause the rotation; the controls are buttons */}
      <div
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={onBlur}
      >
        <div className="relative overflow-hidden md:overflow-visible">
          <ul
            className="flex motion-safe:transition-transform motion-safe:duration-500 md:grid md:grid-cols-2 md:gap-6 lg:grid-cols-3"
            style={isPhone ? { transform: `translateX(-${active * 100}%)` } : undefined}
          >
            {testimonials.map((testimonial, index) => (
              <li
                key={testimonial.id}
                className="w-full shrink-0 px-1 md:px-0"
                aria-label={isPhone ? `${index + 1} of ${count}` : undefined}
              >
                <TestimonialCard testimonial={testimonial} />
              </li>
            ))}
          </ul>
        </div>
        {count > 1 ? (
          <div className="mt-6 flex items-center justify-center gap-2 md:hidden">
            {rotates ? (
              <button
                type="button"
                onClick={() => setStopped((value) => !value)}
                className="mr-2 inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-canvas"
              >
                {stopped ? (
                  <Play aria-hidden="true" className="size-5" />
                ) : (
                  <Pause aria-hidden="true" className="size-5" />
                )}
                <span className="sr-only">{stopped ? "Play testimonials" : "Pause testimonials"}</span>
              </button>
            ) : null}
            {testimonials.map((testimonial, index) => (
              <button
                key={testimonial.id}
                type="button"
                aria-label={`Show testimonial ${index + 1} of ${count}`}
                aria-current={index === active ? "true" : undefined}
                onClick={() => setActive(index)}
                className="inline-flex size-11 items-center justify-center rounded-full"
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    "size-3 rounded-full border border-primary-700",
                    index === active ? "bg-primary-700" : "bg-surface",
                  )}
                />
              </button>
            ))}
          </div>
        ) : null}
      </div>
    </Section>
  );
}
