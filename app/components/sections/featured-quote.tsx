// One testimonial given the whole width: a large quote with who said it.
import { Quote } from "lucide-react";
import type { Testimonial } from "#app/catalog/testimonials";
import { Section, type SectionHead } from "#app/components/ui/section";

export function FeaturedQuote({ testimonial, ...head }: Omit<SectionHead, "intro"> & { testimonial: Testimonial }) {
  return (
    <Section {...head}>
      <figure className="mx-auto max-w-3xl rounded-card border border-line bg-surface p-8 text-center shadow-card sm:p-10">
        <Quote aria-hidden="true" className="mx-auto size-10 text-primary-600" />
        <blockquote className="mt-4 text-xl text-ink text-pretty sm:text-2xl">
          <p>“{testimonial.quote}”</p>
        </blockquote>
        <figcaption className="mt-6">
          <span className="block font-semibold text-ink">{testimonial.name}</span>
          <span className="block text-sm text-muted">{testimonial.detail}</span>
        </figcaption>
      </figure>
    </Section>
  );
}
