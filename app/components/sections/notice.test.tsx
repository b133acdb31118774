import { render, screen } from "@testing-library/react";
import { expect, test } from "vitest";
import { Notice } from "./notice";

test("is a named complementary note with its title and text", () => {
  render(<Notice title="Good to know:" text="We do not offer direct tutoring." />);
  expect(screen.getByRole("complementary", { name: "Good to know:" })).toHaveTextContent(
    "Good to know: We do not offer direct tutoring.",
  );
});
