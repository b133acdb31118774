import { expect, test } from "vitest";
import { fillIn } from "./fill-in";

test("each blank is replaced by its value, numbers written out", () => {
  expect(fillIn("For the {exam}, start {from}–{to} weeks ahead.", { exam: "GRE", from: 8, to: 12 })).toBe(
    "For the GRE, start 8–12 weeks ahead.",
  );
  expect(fillIn("{count}개 중 {count}개", { count: 3 })).toBe("3개 중 3개");
});

test("a blank without a value stays as written, so a missing value shows instead of vanishing", () => {
  expect(fillIn("Showing {count} articles", {})).toBe("Showing {count} articles");
});
