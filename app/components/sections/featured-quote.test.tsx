import { render, screen, within } from "@testing-library/react";
import { expect, test } from "vitest";
import { toTestimonial } from "#app/catalog/testimonials";
import { testimonial } from "#content/forTutors";
import { FeaturedQuote } from "./featured-quote";

const tutorTestimonial = toTestimonial(testimonial.review);

test("shows one quote with the person's name and detail under a heading", () => {
  render(<FeaturedQuote heading="What tutors say" testimonial={tutorTestimonial} />);
  const section = screen.getByRole("region", { name: "What tutors say" });
  expect(within(section).getByRole("blockquote")).toHaveTextContent(tutorTestimonial.quote);
  expect(within(section).getByText(tutorTestimonial.name)).toBeVisible();
  expect(within(section).getByText(tutorTestimonial.detail)).toBeVisible();
});
