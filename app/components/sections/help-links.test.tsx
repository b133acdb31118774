import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { expect, test } from "vitest";
import { newTab } from "#content/sections";
import { HelpLinks } from "./help-links";

const links = [
  { title: "Official site", text: "Dates and rules.", action: { label: "GoCPS", href: "https://www.cps.edu/gocps/" } },
  { title: "Ask us", text: "We reply by email.", action: { label: "Contact us", href: "/contact" } },
];

function Page() {
  return <HelpLinks heading="More help" links={links} analyticsSection="test" />;
}

test("shows a card per link; other sites open in a new tab, our pages in this one", async () => {
  const Stub = createRoutesStub([{ path: "/", Component: Page }]);
  render(<Stub />);
  expect(await screen.findByRole("region", { name: "More help" })).toBeVisible();
  expect(screen.getByRole("heading", { level: 3, name: "Official site" })).toBeVisible();
  const official = screen.getByRole("link", { name: `GoCPS ${newTab}` });
  expect(official).toHaveAttribute("target", "_blank");
  const contact = screen.getByRole("link", { name: "Contact us" });
  expect(contact).toHaveAttribute("href", "/contact");
  expect(contact).not.toHaveAttribute("target");
});
