// A call-to-action button-link: internal paths use the router, other sites open
// in a new tab. With `section` it records a cta_click (SPEC §7).
import type { MouseEvent } from "react";
import { Link } from "react-router";
import { Button, type ButtonProps } from "#app/components/ui/button";
import { track } from "#app/lib/analytics";

export type CtaAction = {
  label: string;
  href: string;
  /** Read after the label by assistive technology only, e.g. the exam of one of several "Try For Free" links. */
  srContext?: string;
};

export const NEW_TAB_NOTE = "(opens in a new tab)";

const textLinkClass = "font-semibold text-primary-700 underline underline-offset-4 hover:text-primary-900";

export function isExternal(href: string): boolean {
  return /^https?:\/\//.test(href);
}

export type CtaLinkProps = Pick<ButtonProps, "variant" | "size" | "className"> & {
  action: CtaAction;
  /** Where the link sits, for the cta_click event; no event without it. */
  section?: string;
  /** "text" draws an underlined inline link instead of a button. */
  appearance?: "button" | "text";
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
};

export function CtaLink({ action, section, onClick, appearance = "button", ...buttonProps }: CtaLinkProps) {
  const { label, href, srContext } = action;
  const external = isExternal(href);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (section) track("cta_click", { label, section, url: href });
    onClick?.(event);
  };
  const content = (
    <>
      {label}
      {srContext ? <span className="sr-only"> {srContext}</span> : null}
      {external ? <span className="sr-only"> {NEW_TAB_NOTE}</span> : null}
    </>
  );
  const textClass = appearance === "text" ? textLinkClass : undefined;
  const link = external ? (
    <a href={href} target="_blank" rel="noopener" onClick={handleClick} className={textClass}>
      {content}
    </a>
  ) : href.startsWith("#") ? (
    <a href={href} onClick={handleClick} className={textClass}>
      {content}
    </a>
  ) : (
    <Link to={href} onClick={handleClick} className={textClass}>
      {content}
    </Link>
  );
  if (appearance === "text") return link;
  return (
    <Button asChild {...buttonProps}>
      {link}
    </Button>
  );
}
