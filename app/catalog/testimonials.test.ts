import { expect, test } from "vitest";
import { cps } from "#content/testimonials";
import { cps as cpsEs } from "#content/testimonialsEs";
import { homeTestimonials, homeTestimonialsIn, toTestimonial, toTestimonials } from "./testimonials";

test("a score testimonial keeps its id, its place as the detail and its score as the highlight", () => {
  expect(toTestimonial({ id: "a", name: "Ana B.", location: "Chicago", score: "+20 points", quote: "Great." })).toEqual(
    { id: "a", name: "Ana B.", detail: "Chicago", quote: "Great.", highlight: "+20 points" },
  );
});

test("a review gets an id from name and school, its role and school as the detail, and its rating", () => {
  expect(
    toTestimonial({ name: "Ben C.", role: "Parent", school: "HSPT prep", content: "Helpful.", rating: 5 }),
  ).toEqual({
    id: "ben-c-hspt-prep",
    name: "Ben C.",
    detail: "Parent, HSPT prep",
    quote: "Helpful.",
    rating: 5,
  });
});

test("home testimonials have unique ids and first-name-and-initial names", () => {
  const ids = homeTestimonials.map((item) => item.id);
  expect(new Set(ids).size).toBe(ids.length);
  for (const { name } of homeTestimonials) expect(name).toMatch(/^\p{Lu}\p{Ll}+ \p{Lu}\.$/u);
});

test("home testimonials carry no figures, so they claim no statistics (docs/decisions/007)", () => {
  for (const { quote, highlight } of homeTestimonials) expect(`${quote} ${highlight ?? ""}`).not.toMatch(/\d/);
});

// The Spanish pages translate the English testimonials: the same people, in the same order, with no words added.
test("the Spanish testimonials are the English ones' people, in order, with the same stars and no figures", () => {
  for (const [spanish, english] of [
    [homeTestimonialsIn("es"), homeTestimonials],
    [toTestimonials(cpsEs), toTestimonials(cps)],
  ] as const) {
    expect(spanish.map(({ name, rating }) => ({ name, rating }))).toEqual(
      english.map(({ name, rating }) => ({ name, rating })),
    );
    expect(new Set(spanish.map((item) => item.id)).size).toBe(spanish.length);
    spanish.forEach((item, index) => {
      expect(item.quote).not.toBe(english[index]?.quote);
      expect(Boolean(item.highlight)).toBe(Boolean(english[index]?.highlight));
      expect(`${item.quote} ${item.highlight ?? ""}`).not.toMatch(/\d/);
    });
  }
  expect(homeTestimonialsIn("en")).toBe(homeTestimonials);
});
