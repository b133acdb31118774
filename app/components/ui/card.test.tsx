import { render, screen } from "@testing-library/react";
import { expect, test } from "vitest";
import { Card } from "./card";

test("renders its content in a card", () => {
  render(
    <Card role="note">
      <h3>Adaptive practice</h3>
    </Card>,
  );
  expect(screen.getByRole("note")).toContainElement(screen.getByRole("heading", { name: "Adaptive practice" }));
});
