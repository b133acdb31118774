import { expect, test } from "vitest";
import { campaignOf, readUtm } from "./utm";

test("reads the five utm parameters and ignores others and blanks", () => {
  expect(
    readUtm("?utm_source=news&utm_medium=email&utm_campaign=fall&utm_term=hsat&utm_content=hero&ref=x&utm_id=1"),
  ).toEqual({ utm_source: "news", utm_medium: "email", utm_campaign: "fall", utm_term: "hsat", utm_content: "hero" });
  expect(readUtm("?utm_source=&utm_medium=%20")).toEqual({});
});

test("a campaign needs source, medium and campaign together", () => {
  expect(campaignOf(readUtm("?utm_source=news"))).toBeNull();
  expect(campaignOf(readUtm("?utm_source=news&utm_medium=email"))).toBeNull();
  expect(campaignOf(readUtm("?utm_source=news&utm_medium=email&utm_campaign=fall"))).toEqual({
    utm_source: "news",
    utm_medium: "email",
    utm_campaign: "fall",
  });
});

test("a campaign includes term and content only when present", () => {
  expect(campaignOf(readUtm("?utm_source=a&utm_medium=b&utm_campaign=c&utm_content=d"))).toEqual({
    utm_source: "a",
    utm_medium: "b",
    utm_campaign: "c",
    utm_content: "d",
  });
});
