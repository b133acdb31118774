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

export function isExternal(href: string): boolean {
  return /^https?:\/\//.test(href);
}

export type CtaLinkProps = Pick<ButtonProps, "variant" | "size" | "className"> & {
  action: CtaAction;
  /** Where the link sits, for the cta_click event; no event without it. */
  section?: string;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
};

export function CtaLink({ action, section, onClick, ...buttonProps }: CtaLinkProps) {
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
  return (
    <Button asChild {...buttonProps}>
      {external ? (
        <a href={href} target="_blank" rel="noopener" onClick={handleClick}>
          {content}
        </a>
      ) : href.startsWith("#") ? (
        <a href={href} onClick={handleClick}>
          {content}
        </a>
      ) : (
        <Link to={href} onClick={handleClick}>
          {content}
        </Link>
      )}
    </Button>
  );
}
