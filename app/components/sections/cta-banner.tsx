// A closing call to action: heading, text, and up to two actions.
import { type ReactNode, useId } from "react";
import { Section } from "#app/components/ui/section";
import { type CtaAction, CtaLink } from "./cta-link";

export type CtaBannerProps = {
  id?: string;
  heading: string;
  text: string;
  primary?: CtaAction;
  secondary?: CtaAction;
  /** Where the banner sits, for the cta_click event. */
  analyticsSection: string;
  /** Extra content between the text and the actions. */
  children?: ReactNode;
};

export function CtaBanner({ id, heading, text, primary, secondary, analyticsSection, children }: CtaBannerProps) {
  const headingId = useId();
  return (
    <Section id={id} labelledBy={headingId}>
      <div className="rounded-card bg-primary-900 px-6 py-12 text-center text-white shadow-raised sm:px-12">
        <h2 id={headingId} className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {heading}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-primary-100 text-pretty">{text}</p>
        {children}
        {primary || secondary ? (
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            {primary ? <CtaLink action={primary} section={analyticsSection} variant="accent" size="lg" /> : null}
            {secondary ? <CtaLink action={secondary} section={analyticsSection} variant="secondary" size="lg" /> : null}
          </div>
        ) : null}
      </div>
    </Section>
  );
}
