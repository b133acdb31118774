// The testimonial carousel's words (content/pages/testimonials.yml `carousel`),
// for the section that draws it; the page script that turns it needs none of them.

import { fillIn } from "#app/lib/fill-in";
import { carousel } from "#content/testimonials";

/** The carousel's buttons (content/pages/testimonials.yml `carousel`). */
export const testimonialCarouselCopy = {
  pause: carousel.pause,
  play: carousel.play,
  dot: (number: number, count: number) => fillIn(carousel.dot, { number, count }),
  slide: (number: number, count: number) => fillIn(carousel.slide, { number, count }),
} as const;
