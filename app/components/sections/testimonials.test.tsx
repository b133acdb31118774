import { render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { expect, test } from "vitest";
import { homeTestimonialsIn, testimonialCarouselCopyIn, toTestimonials } from "#app/catalog/testimonials";
import { testimonials as spanishWords } from "#content/sectionsEs";
import { Spanish } from "#tests/support/in-spanish";
import { Testimonials } from "./testimonials";

const copy = testimonialCarouselCopyIn("en");

// The timer, the pause and the current dot are the page script's
// (app/page-script/carousel.ts); tests/e2e/home.spec.ts runs them in a browser.
const testimonials = toTestimonials([
  { id: "a", name: "Ana B.", location: "Chicago", score: "First-choice school", quote: "Quote A" },
  { name: "Ben C.", role: "Parent", school: "HSPT prep", content: "Quote B", rating: 4 },
  { id: "c", name: "Cy D.", location: "New York", score: "+20 points", quote: "Quote C" },
]);

// docs/product.md, "Testimonial".
test("shows both shapes of testimonials: quote, name, who they are, result or rating", () => {
  render(<Testimonials heading="What students say" testimonials={testimonials} />);
  expect(screen.getByRole("region", { name: "What students say" })).toBeVisible();
  expect(screen.getByText("“Quote A”")).toBeVisible();
  expect(screen.getByText("Chicago")).toBeVisible();
  expect(screen.getByText("First-choice school")).toBeVisible();
  expect(screen.getByText("“Quote B”")).toBeVisible();
  expect(screen.getByText("Parent, HSPT prep")).toBeVisible();
  expect(screen.getByRole("img", { name: "Rated 4 out of 5" })).toBeVisible();
});

test("each dot is a link to its card, the first one current, so the strip works without a script", () => {
  render(<Testimonials id="reviews" heading="What students say" testimonials={testimonials} />);
  const dots = screen.getAllByRole("link", { name: /^Show testimonial/ });
  expect(dots.map((dot) => dot.textContent)).toEqual(
    testimonials.map((_, index) => copy.dot(index + 1, testimonials.length)),
  );
  testimonials.forEach((testimonial, index) => {
    const card = screen.getByRole("listitem", { name: copy.slide(index + 1, testimonials.length) });
    expect(card).toHaveTextContent(testimonial.quote);
    expect(dots[index]).toHaveAttribute("href", `#${card.id}`);
  });
  expect(new Set(dots.map((dot) => dot.getAttribute("href"))).size).toBe(testimonials.length);
  expect(dots.map((dot) => dot.getAttribute("aria-current"))).toEqual(["true", null, null]);
});

test("the pause button is hidden until the page script can run the carousel", () => {
  render(<Testimonials heading="What students say" testimonials={testimonials} />);
  expect(screen.queryByRole("button", { name: copy.pause })).not.toBeInTheDocument();
  expect(screen.getByText(copy.pause).closest("button")).toHaveAttribute("hidden");
});

test("a single testimonial has no dots", () => {
  render(<Testimonials heading="What students say" testimonials={testimonials.slice(0, 1)} />);
  expect(screen.queryByRole("link", { name: /^Show testimonial/ })).not.toBeInTheDocument();
});

test("the server renders every testimonial", () => {
  const html = renderToString(<Testimonials heading="What students say" testimonials={testimonials} />);
  for (const quote of ["Quote A", "Quote B", "Quote C"]) expect(html).toContain(quote);
});

test("English testimonials carry no translation note", () => {
  render(<Testimonials heading="What students say" testimonials={testimonials} />);
  expect(screen.queryByText(spanishWords.translated ?? "")).not.toBeInTheDocument();
});

// The Spanish pages show the English testimonials translated, and say so under each one.
test("on a Spanish page the carousel's links and stars are in Spanish and each quote says it is translated", () => {
  const spanish = homeTestimonialsIn("es");
  const spanishCopy = testimonialCarouselCopyIn("es");
  render(<Testimonials id="testimonios" heading="Testimonios" testimonials={spanish} />, { wrapper: Spanish });
  const dots = screen.getAllByRole("link", { name: new RegExp(`^${spanishCopy.dot(1, spanish.length)}$`) });
  expect(dots).toHaveLength(1);
  spanish.forEach((testimonial, index) => {
    const card = screen.getByRole("listitem", { name: spanishCopy.slide(index + 1, spanish.length) });
    expect(card).toHaveTextContent(testimonial.quote);
    expect(card).toHaveTextContent(spanishWords.translated ?? "a translation note");
    if (testimonial.rating) {
      const stars = screen.getAllByRole("img").find((img) => card.contains(img));
      expect(stars?.getAttribute("aria-label")).not.toMatch(/^Rated/);
    }
  });
  expect(screen.getByText(spanishCopy.pause).closest("button")).toHaveAttribute("hidden");
  expect(spanishCopy.pause).not.toBe(copy.pause);
});
