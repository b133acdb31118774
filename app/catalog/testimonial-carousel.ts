// The carousel's timing, shared with the page script (app/page-script/carousel.ts), which must not import React or copy.

/** Testimonial rotation: 5000 ms (docs/product.md, "Limits and timings"). */
export const TESTIMONIAL_INTERVAL_MS = 5000;
/** Phones get the carousel; wider screens a still grid (Tailwind's `md` starts at 768 px). */
export const PHONE_QUERY = "(max-width: 767px)";
export const REDUCED_MOTION_QUERY = "(prefers-reduced-motion: reduce)";
