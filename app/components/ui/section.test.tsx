import { render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { expect, test } from "vitest";
import { Section } from "./section";

test("the server renders the content visible, with nothing for a script to reveal", () => {
  const html = renderToString(
    <Section aria-label="Features">
      <p>Adaptive practice</p>
    </Section>,
  );
  expect(html).toContain("<p>Adaptive practice</p>");
  expect(html).not.toMatch(/hidden|opacity|data-reveal/);
});

test("the section is named by its heading", () => {
  render(
    <Section labelledBy="faq-title">
      <h2 id="faq-title">Questions parents ask</h2>
    </Section>,
  );
  expect(screen.getByRole("region", { name: "Questions parents ask" })).toBeVisible();
});
