import { render, screen } from "@testing-library/react";
import { expect, test } from "vitest";
import { readTrackedEvents, trackAttribute } from "#app/lib/track-attributes";
import { newTab } from "#content/sections";
import { newTab as spanishNewTab } from "#content/sectionsEs";
import { Spanish } from "#tests/support/in-spanish";
import { CtaLink } from "./cta-link";

// What a click reports is written in the HTML; the page script (app/page-script/analytics.ts) sends it.
function reported(link: HTMLElement) {
  return readTrackedEvents(link.getAttribute(trackAttribute.click));
}

test("with a section, a click reports cta_click with the label, the section and the address", () => {
  render(<CtaLink action={{ label: "Start free trial", href: "https://app.example/signup" }} section="home_hero" />);
  const link = screen.getByRole("link", { name: `Start free trial ${newTab}` });
  expect(link).toHaveAttribute("target", "_blank");
  expect(reported(link)).toEqual([
    ["cta_click", { label: "Start free trial", section: "home_hero", url: "https://app.example/signup" }],
  ]);
});

test("more events of the same click come after the cta_click, in order", () => {
  const url = "https://app.example/diagnostic?test=shsat";
  render(
    <CtaLink
      action={{ label: "Take the Free Diagnostic", href: url }}
      section="shsat_hero"
      alsoTrack={[["start_diagnostic", { test: "shsat", url }]]}
    />,
  );
  expect(reported(screen.getByRole("link", { name: /^Take the Free Diagnostic/ }))).toEqual([
    ["cta_click", { label: "Take the Free Diagnostic", section: "shsat_hero", url }],
    ["start_diagnostic", { test: "shsat", url }],
  ]);
});

test("without a section a link reports nothing, and our own pages are plain links in this tab", () => {
  render(<CtaLink action={{ label: "Contact us", href: "/contact" }} />);
  const link = screen.getByRole("link", { name: "Contact us" });
  expect(link).toHaveAttribute("href", "/contact");
  expect(link).not.toHaveAttribute("target");
  expect(link).not.toHaveAttribute(trackAttribute.click);
});

test("on a Spanish page a link to another site says in Spanish that it opens a new tab", () => {
  render(<CtaLink action={{ label: "Empezar", href: "https://app.example/signup" }} section="home_hero" />, {
    wrapper: Spanish,
  });
  expect(screen.getByRole("link", { name: `Empezar ${spanishNewTab}` })).toHaveAttribute("target", "_blank");
  expect(spanishNewTab).not.toBe(newTab);
});
