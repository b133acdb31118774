// Where to get more help: cards, each with a short text and one link.
import type { HelpLink } from "#app/catalog/blocks";
import { Section, type SectionHead } from "#app/components/ui/section";
import { cn } from "#app/lib/cn";
import { CtaLink } from "./cta-link";

export type HelpLinksProps = SectionHead & {
  links: readonly HelpLink[];
  /** Where the links sit, for the cta_click event. */
  analyticsSection: string;
};

export function HelpLinks({ links, analyticsSection, ...head }: HelpLinksProps) {
  return (
    <Section {...head}>
      <ul className={cn("mx-auto grid gap-6 sm:grid-cols-2", links.length > 2 ? "lg:grid-cols-3" : "max-w-4xl")}>
        {links.map((link) => (
          <li
            key={link.action.href}
            className="flex flex-col rounded-card border border-line bg-surface p-6 shadow-card"
          >
            <h3 className="text-lg font-semibold text-ink">{link.title}</h3>
            <p className="mt-2 flex-1 text-muted">{link.text}</p>
            <CtaLink action={link.action} section={analyticsSection} variant="secondary" className="mt-5 self-start" />
          </li>
        ))}
      </ul>
    </Section>
  );
}
