// Testimonials in the two shapes of SPEC §3, and the one shape the
// Testimonials section shows. The home page's people are illustrative:
// first name and initial only, and no figures (docs/decisions/007).

/** SPEC §3, first variant: a student's result. */
export type ScoreTestimonial = {
  id: string;
  name: string;
  location: string;
  score: string;
  quote: string;
};

/** SPEC §3, second variant: a review with a star rating. */
export type ReviewTestimonial = {
  name: string;
  role: string;
  school: string;
  content: string;
  /** Stars out of 5. */
  rating: number;
};

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

function isScoreTestimonial(item: ScoreTestimonial | ReviewTestimonial): item is ScoreTestimonial {
  return "quote" in item;
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** One shape for both of SPEC's testimonial variants. */
export function toTestimonial(item: ScoreTestimonial | ReviewTestimonial): Testimonial {
  if (isScoreTestimonial(item)) {
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
export const homeTestimonials: readonly Testimonial[] = toTestimonials([
  {
    id: "maria-toefl",
    name: "Maria L.",
    location: "TOEFL student",
    score: "More confident speaking on the TOEFL",
    quote:
      "The speaking feedback came back in seconds, so I could try the same task again right away. That is how I finally got comfortable with the timer.",
  },
  {
    id: "dana-cps",
    name: "Dana K.",
    location: "Parent, Chicago",
    score: "Admitted to her first-choice school",
    quote:
      "The parent dashboard told me what my daughter practised and where she was stuck, without me having to ask every evening.",
  },
  {
    id: "arjun-gre",
    name: "Arjun P.",
    location: "GRE student",
    score: "Stronger in GRE quant",
    quote:
      "I stopped doing random question sets. The plan kept sending me back to the quant topics I kept getting wrong, and it worked.",
  },
  {
    name: "Kevin T.",
    role: "8th grader",
    school: "NYC SHSAT prep",
    content: "The mock tests felt like the real thing, so on test day the three hours did not scare me.",
    rating: 5,
  },
  {
    name: "Rosa M.",
    role: "Parent",
    school: "HSPT prep",
    content:
      "My son used the app on the bus every morning. Short practice sets fit into his day better than a thick book.",
    rating: 5,
  },
  {
    id: "lena-toefl",
    name: "Lena S.",
    location: "TOEFL student",
    score: "Reached her target score",
    quote: "The writing grader showed me exactly which parts of my essays cost me points. I wish I had started sooner.",
  },
]);
