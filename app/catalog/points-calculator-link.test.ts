import { expect, test } from "vitest";
import { pageIn } from "./pages.server";
import { pointsCalculatorLink, pointsCalculatorLinks } from "./points-calculator-link";

test("the calculator's card leads to the calculator in the page's language, in its words", () => {
  expect(pointsCalculatorLink.action.href).toBe(pageIn("en", "pointsCalculator").path);
  expect(pointsCalculatorLinks.es).toEqual({
    title: "Calculadora de puntos",
    text: expect.stringContaining("de 900 posibles"),
    action: { label: "Abrir la calculadora de puntos", href: "/es/highschoolentrance/points-calculator" },
  });
});
