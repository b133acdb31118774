import { act, fireEvent, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { toTestimonials } from "#app/catalog/testimonials";
import { PHONE_QUERY, TESTIMONIAL_INTERVAL_MS, Testimonials } from "./testimonials";

const testimonials = toTestimonials([
  { id: "a", name: "Ana B.", location: "Chicago", score: "First-choice school", quote: "Quote A" },
  { name: "Ben C.", role: "Parent", school: "HSPT prep", content: "Quote B", rating: 4 },
  { id: "c", name: "Cy D.", location: "New York", score: "+20 points", quote: "Quote C" },
]);

function screenIs({ phone, reducedMotion = false }: { phone: boolean; reducedMotion?: boolean }) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: (query === PHONE_QUERY && phone) || (query === "(prefers-reduced-motion: reduce)" && reducedMotion),
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));
}

function dot(number: number) {
  return screen.getByRole("button", { name: `Show testimonial ${number} of ${testimonials.length}` });
}

function currentSlide(): number {
  return (
    screen
      .getAllByRole("button", { name: /^Show testimonial/ })
      .findIndex((button) => button.getAttribute("aria-current") === "true") + 1
  );
}

function wait(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

test("shows both shapes of SPEC's testimonials: quote, name, who they are, result or rating", () => {
  screenIs({ phone: false });
  render(<Testimonials heading="What students say" testimonials={testimonials} />);
  expect(screen.getByRole("region", { name: "What students say" })).toBeVisible();
  expect(screen.getByText("“Quote A”")).toBeVisible();
  expect(screen.getByText("Chicago")).toBeVisible();
  expect(screen.getByText("First-choice school")).toBeVisible();
  expect(screen.getByText("“Quote B”")).toBeVisible();
  expect(screen.getByText("Parent, HSPT prep")).toBeVisible();
  expect(screen.getByRole("img", { name: "Rated 4 out of 5" })).toBeVisible();
});

test("on a phone it advances every 5 seconds and wraps around", () => {
  screenIs({ phone: true });
  render(<Testimonials heading="What students say" testimonials={testimonials} />);
  expect(currentSlide()).toBe(1);
  wait(TESTIMONIAL_INTERVAL_MS - 1);
  expect(currentSlide()).toBe(1);
  wait(1);
  expect(currentSlide()).toBe(2);
  wait(TESTIMONIAL_INTERVAL_MS);
  expect(currentSlide()).toBe(3);
  wait(TESTIMONIAL_INTERVAL_MS);
  expect(currentSlide()).toBe(1);
});

test("a dot chooses the slide", () => {
  screenIs({ phone: true });
  render(<Testimonials heading="What students say" testimonials={testimonials} />);
  fireEvent.click(dot(3));
  expect(dot(3)).toHaveAttribute("aria-current", "true");
  expect(dot(1)).not.toHaveAttribute("aria-current");
});

test("it pauses while hovered and resumes after", () => {
  screenIs({ phone: true });
  render(<Testimonials heading="What students say" testimonials={testimonials} />);
  const carousel = dot(1).parentElement?.parentElement ?? document.body;
  fireEvent.mouseEnter(carousel);
  wait(TESTIMONIAL_INTERVAL_MS * 3);
  expect(currentSlide()).toBe(1);
  fireEvent.mouseLeave(carousel);
  wait(TESTIMONIAL_INTERVAL_MS);
  expect(currentSlide()).toBe(2);
});

test("it pauses while something inside has focus, so keyboard users can read", () => {
  screenIs({ phone: true });
  render(<Testimonials heading="What students say" testimonials={testimonials} />);
  act(() => dot(2).focus());
  fireEvent.click(dot(2));
  wait(TESTIMONIAL_INTERVAL_MS * 3);
  expect(currentSlide()).toBe(2);
  act(() => dot(2).blur());
  wait(TESTIMONIAL_INTERVAL_MS);
  expect(currentSlide()).toBe(3);
});

test("the pause button stops and restarts the rotation", () => {
  screenIs({ phone: true });
  render(<Testimonials heading="What students say" testimonials={testimonials} />);
  fireEvent.click(screen.getByRole("button", { name: "Pause testimonials" }));
  wait(TESTIMONIAL_INTERVAL_MS * 2);
  expect(currentSlide()).toBe(1);
  fireEvent.click(screen.getByRole("button", { name: "Play testimonials" }));
  wait(TESTIMONIAL_INTERVAL_MS);
  expect(currentSlide()).toBe(2);
});

test("with reduced motion it never advances on its own, but dots still work", () => {
  screenIs({ phone: true, reducedMotion: true });
  render(<Testimonials heading="What students say" testimonials={testimonials} />);
  wait(TESTIMONIAL_INTERVAL_MS * 3);
  expect(currentSlide()).toBe(1);
  expect(screen.queryByRole("button", { name: "Pause testimonials" })).not.toBeInTheDocument();
  fireEvent.click(dot(2));
  expect(currentSlide()).toBe(2);
});

test("on a wide screen it is a still grid", () => {
  screenIs({ phone: false });
  render(<Testimonials heading="What students say" testimonials={testimonials} />);
  wait(TESTIMONIAL_INTERVAL_MS * 2);
  expect(currentSlide()).toBe(1);
  expect(screen.getAllByRole("listitem")).toHaveLength(testimonials.length);
});

test("the server renders every testimonial", () => {
  const html = renderToString(<Testimonials heading="What students say" testimonials={testimonials} />);
  for (const quote of ["Quote A", "Quote B", "Quote C"]) expect(html).toContain(quote);
});
