// A call-to-action button-link: our pages load in this tab, other sites open in a new one. With `section` a click
// reports a cta_click (docs/analytics.md), declared in the HTML for the page script (app/lib/track-attributes.ts).
import { Button, type ButtonProps } from "#app/components/ui/button";
import { useWords } from "#app/lib/lang";
import { type TrackedEvent, trackClick } from "#app/lib/track-attributes";
import { newTab as newTabEn } from "#content/sections";
import { newTab as newTabEs } from "#content/sectionsEs";

export type CtaAction = {
  label: string;
  href: string;
  /** Read after the label by assistive technology only, e.g. the exam of one of several "Try For Free" links. */
  srContext?: string;
};

/** The note after a link that opens in a new tab, in the page's language. */
export const useNewTabNote = () => useWords({ en: newTabEn, es: newTabEs });

const textLinkClass = "font-semibold text-primary-700 underline underline-offset-4 hover:text-primary-900";

export type CtaLinkProps = Pick<ButtonProps, "variant" | "size" | "className"> & {
  action: CtaAction;
  /** Where the link sits, for the cta_click event; no event without it. */
  section?: string;
  /** More events the same click reports, after the cta_click (e.g. start_diagnostic). */
  alsoTrack?: readonly TrackedEvent[];
  /** "text" draws an underlined inline link instead of a button. */
  appearance?: "button" | "text";
};

export function CtaLink({ action, section, alsoTrack = [], appearance = "button", ...buttonProps }: CtaLinkProps) {
  const { label, href, srContext } = action;
  const newTabNote = useNewTabNote();
  const external = /^https?:\/\//.test(href);
  const events: TrackedEvent[] = section
    ? [["cta_click", { label, section, url: href }], ...alsoTrack]
    : [...alsoTrack];
  const link = (
    <a
      href={href}
      {...(external ? { target: "_blank", rel: "noopener" } : {})}
      {...(events.length > 0 ? trackClick(...events) : {})}
      className={appearance === "text" ? textLinkClass : undefined}
    >
      {label}
      {srContext ? <span className="sr-only"> {srContext}</span> : null}
      {external ? <span className="sr-only"> {newTabNote}</span> : null}
    </a>
  );
  if (appearance === "text") return link;
  return (
    <Button asChild {...buttonProps}>
      {link}
    </Button>
  );
}
