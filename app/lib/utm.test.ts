import { expect, test } from "vitest";
import { readUtm } from "./utm";

test("reads the five utm parameters and ignores others and blanks", () => {
  expect(
    readUtm("?utm_source=news&utm_medium=email&utm_campaign=fall&utm_term=hsat&utm_content=hero&ref=x&utm_id=1"),
  ).toEqual({ utm_source: "news", utm_medium: "email", utm_campaign: "fall", utm_term: "hsat", utm_content: "hero" });
  expect(readUtm("?utm_source=&utm_medium=%20")).toEqual({});
});
