import type { ReactNode } from "react";

/** A short page about the visitor's newsletter subscription: what happened, and what they can do next. */
export function NewsletterNotice({ heading, text, children }: { heading: string; text: string; children: ReactNode }) {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center gap-4 px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-ink">{heading}</h1>
      <p className="text-muted">{text}</p>
      <div className="flex flex-wrap items-center justify-center gap-4 font-medium text-primary-700">{children}</div>
    </section>
  );
}
