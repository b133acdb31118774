// Testimonials in their two incoming shapes and the one shape the section shows. The home page's people
// are illustrative: first name and initial, no figures (decision 007).
import { fillIn } from "#app/lib/fill-in";
import type { Lang } from "#app/lib/lang";
import { carousel, home } from "#content/testimonials";
import { carousel as carouselEs, home as homeEs } from "#content/testimonialsEs";
import type { ReviewTestimonial, ScoreTestimonial } from "./page-content-schema";

export type { ReviewTestimonial, ScoreTestimonial };

/** What the Testimonials section renders, whichever shape the data came in. */
export type Testimonial = {
  id: string;
  name: string;
  /** Who the person is: a place, or a role and school. */
  detail: string;
  quote: string;
  /** A result to highlight, e.g. "+20 points on the TOEFL". */
  highlight?: string;
  /** Stars out of 5. */
  rating?: number;
};

export const MAX_RATING = 5;

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** One shape for both testimonial variants (docs/product.md, "Testimonial"). */
export function toTestimonial(item: ScoreTestimonial | ReviewTestimonial): Testimonial {
  if ("quote" in item) {
    return { id: item.id, name: item.name, detail: item.location, quote: item.quote, highlight: item.score };
  }
  return {
    id: slug(`${item.name} ${item.school}`),
    name: item.name,
    detail: `${item.role}, ${item.school}`,
    quote: item.content,
    rating: item.rating,
  };
}

export function toTestimonials(items: readonly (ScoreTestimonial | ReviewTestimonial)[]): Testimonial[] {
  return items.map(toTestimonial);
}

/** The home page: one voice per exam, students and parents. */
export const homeTestimonials: readonly Testimonial[] = toTestimonials(home);

const homeTestimonialsEs: readonly Testimonial[] = toTestimonials(homeEs);

/** The home page's testimonials in `lang` (in Spanish, translations of the English ones). */
export const homeTestimonialsIn = (lang: Lang): readonly Testimonial[] =>
  lang === "es" ? homeTestimonialsEs : homeTestimonials;

/** The carousel's buttons (content/pages/testimonials.yml `carousel`) in `lang`. */
export function testimonialCarouselCopyIn(lang: Lang) {
  const words = lang === "es" ? carouselEs : carousel;
  return {
    pause: words.pause,
    play: words.play,
    dot: (number: number, count: number) => fillIn(words.dot, { number, count }),
    slide: (number: number, count: number) => fillIn(words.slide, { number, count }),
  } as const;
}

/** The carousel's buttons in English. */
