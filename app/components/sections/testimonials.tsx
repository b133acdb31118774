// Testimonials: a grid on wide screens; on phones a scroll-snap strip with a dot link per card, which works without
// JavaScript. The page script (app/page-script/carousel.ts) reads the data-carousel attributes to rotate it.
import { Pause, Play, Star } from "lucide-react";
import { MAX_RATING, type Testimonial, testimonialCarouselCopyIn } from "#app/catalog/testimonials";
import { Badge } from "#app/components/ui/badge";
import { Section, type SectionHead } from "#app/components/ui/section";
import { cn } from "#app/lib/cn";
import { fillIn } from "#app/lib/fill-in";
import { useLang, useWords } from "#app/lib/lang";
import { testimonials as wordsEn } from "#content/sections";
import { testimonials as wordsEs } from "#content/sectionsEs";

type CardWords = typeof wordsEn;

function Rating({ rating, words }: { rating: number; words: CardWords }) {
  return (
    <span
      role="img"
      aria-label={fillIn(words.rating, { rating, max: MAX_RATING })}
      className="flex gap-0.5 text-accent-800"
    >
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

/** A translation's card says so under the person (sections.yml `testimonials.translated`). */
function TestimonialCard({ testimonial, words }: { testimonial: Testimonial; words: CardWords }) {
  const { name, detail, quote, highlight, rating } = testimonial;
  return (
    <figure className="flex h-full flex-col rounded-card border border-line bg-surface p-6 shadow-card">
      {rating ? <Rating rating={rating} words={words} /> : null}
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
        {words.translated ? <span className="mt-1 block text-xs text-muted">{words.translated}</span> : null}
      </figcaption>
    </figure>
  );
}

export function Testimonials({ testimonials, ...head }: SectionHead & { testimonials: readonly Testimonial[] }) {
  const count = testimonials.length;
  const copy = testimonialCarouselCopyIn(useLang());
  const words = useWords({ en: wordsEn, es: wordsEs });
  const slideId = (testimonial: Testimonial) => `${head.id ?? "testimonials"}-${testimonial.id}`;

  return (
    <Section {...head}>
      <div data-carousel="">
        {/* Focusable so the keyboard can scroll the strip on a phone. */}
        <ul
          data-carousel-strip=""
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling strip must be reachable from the keyboard
          tabIndex={0}
          className="relative flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none] motion-safe:scroll-smooth md:grid md:grid-cols-2 md:gap-6 md:overflow-visible lg:grid-cols-3"
        >
          {testimonials.map((testimonial, index) => (
            <li
              key={testimonial.id}
              id={slideId(testimonial)}
              aria-label={copy.slide(index + 1, count)}
              className="w-full shrink-0 snap-start px-1 md:px-0"
            >
              <TestimonialCard testimonial={testimonial} words={words} />
            </li>
          ))}
        </ul>
        {count > 1 ? (
          <div className="testimonial-dots mt-6 flex items-center justify-center gap-2 md:hidden">
            {/* Hidden in the HTML: only the page script can pause, so only it shows the button. */}
            <button
              type="button"
              hidden
              data-carousel-toggle=""
              className="mr-2 inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-canvas"
            >
              <span data-carousel-when="playing">
                <Pause aria-hidden="true" className="size-5" />
                <span className="sr-only">{copy.pause}</span>
              </span>
              <span data-carousel-when="paused">
                <Play aria-hidden="true" className="size-5" />
                <span className="sr-only">{copy.play}</span>
              </span>
            </button>
            {testimonials.map((testimonial, index) => (
              <a
                key={testimonial.id}
                href={`#${slideId(testimonial)}`}
                aria-current={index === 0 ? "true" : undefined}
                data-carousel-dot=""
                className="testimonial-dot inline-flex size-11 items-center justify-center rounded-full"
              >
                <span aria-hidden="true" className="size-3 rounded-full border border-primary-700 bg-surface" />
                <span className="sr-only">{copy.dot(index + 1, count)}</span>
              </a>
            ))}
          </div>
        ) : null}
      </div>
    </Section>
  );
}
