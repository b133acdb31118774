import { render, screen, within } from "@testing-library/react";
import { expect, test } from "vitest";
import { PartnerOffer } from "./partner-offer";

test("shows the offer as a titled card with its price, features and actions", () => {
  render(
    <PartnerOffer
      badge="Featured"
      title="CPS HSAT prep"
      text="For 8th graders."
      price={{ value: "$249", label: "one-time" }}
      features={["Mock tests", "Parent dashboard"]}
      actions={<a href="/highschoolentrance">See the program</a>}
    />,
  );
  const card = screen.getByRole("region", { name: "CPS HSAT prep" });
  expect(within(card).getByText("Featured")).toBeVisible();
  expect(within(card).getByText("$249")).toBeVisible();
  expect(within(card).getAllByRole("listitem")).toHaveLength(2);
  expect(within(card).getByRole("link", { name: "See the program" })).toBeVisible();
});
