import { render, screen } from "@testing-library/react";
import { expect, test } from "vitest";
import { Badge } from "./badge";

test("renders its label", () => {
  render(<Badge tone="accent">Most popular</Badge>);
  expect(screen.getByText("Most popular")).toBeVisible();
});
