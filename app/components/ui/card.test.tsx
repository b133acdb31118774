import { render, screen } from "@testing-library/react";
import { expect, test } from "vitest";
import { Card, CardDescription, CardTitle } from "./card";

test("renders its title as a heading and its description", () => {
  render(
    <Card>
      <CardTitle>Adaptive practice</CardTitle>
      <CardDescription>Questions follow your level.</CardDescription>
    </Card>,
  );
  expect(screen.getByRole("heading", { name: "Adaptive practice" })).toBeVisible();
  expect(screen.getByText("Questions follow your level.")).toBeVisible();
});
