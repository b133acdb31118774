// content/pages/pages.yml: the page headings with their highlight marks, and the
// errors a broken file stops the build with (file and field).
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { checkPageCopy } from "#tests/support/content-pages-check";
import { type PageId, pageIds } from "../../routes.ts";
import { pages } from "../pages.server";
import { headingMarkProblem, headingParts } from "./pages";

const contentPagesDir = path.resolve(import.meta.dirname, "../../../content/pages");

const file = "content/pages/pages.yml";
const source = readFileSync(path.join(contentPagesDir, "pages.yml"), "utf8");

/** The file with one text replaced (it must be there). */
function changed(from: string | RegExp, to: string): string {
  const result = source.replace(from, to);
  expect(result, `${from} is in ${file}`).not.toBe(source);
  return result;
}

const parse = (text: string) => () => checkPageCopy("pages", text);

/** The home page's heading (the header comment shows it too, without the indentation). */
const homeHeading = "\n  heading: Exam prep that *adapts to you*";

test("a heading's marks give the heading without them and its lines around the highlight", () => {
  const content = checkPageCopy("pages", source);
  expect(content.home.heading).toBe("Exam prep that adapts to you");
  expect(content.home.headingLines).toEqual([{ text: "Exam prep that" }, { text: "adapts to you", highlight: true }]);
  expect(content.examGre.headingLines).toEqual([{ text: "GRE", highlight: true }, { text: "preparation" }]);
  expect(content.contact.headingLines).toBeUndefined();
  expect(pages.contact.headingLines).toEqual([{ text: "Contact us" }]);
});

test("a page without a title of its own is titled by its heading", () => {
  expect(pages.contactCps.title).toBe(pages.contactCps.heading);
  expect(pages.terms.title).toBe("Terms of Service");
});

test("no heading, title or description keeps an asterisk or a reference", () => {
  for (const page of Object.values(pages)) {
    for (const text of [page.title, page.description, page.heading, page.intro]) expect(text).not.toMatch(/[*{}]/);
  }
});

test("every page with a hero marks the words it draws in colour", () => {
  const heroes: PageId[] = [
    "home",
    "about",
    "aboutCps",
    "citycast",
    "forTutors",
    "toefl",
    "shsat",
    "highschoolentrance",
  ];
  const examPages: PageId[] = ["examToefl", "examGre", "examAct", "examHspt", "examHsat"];
  for (const id of [...heroes, ...examPages]) {
    expect(
      pages[id].headingLines.filter((line) => line.highlight),
      id,
    ).toHaveLength(1);
    expect(pages[id].headingLines.map((line) => line.text).join(" "), id).toBe(pages[id].heading);
  }
});

test("a heading with two highlights is named with its file and field", () => {
  const broken = changed(homeHeading, "\n  heading: Exam *prep* that *adapts to you*");
  expect(parse(broken)).toThrow(`${file}:\n- home,heading: marks 2 highlights: a heading has at most one *…*`);
});

test("an unclosed asterisk is named with its file and field", () => {
  const broken = changed(homeHeading, "\n  heading: Exam prep that *adapts to you");
  expect(parse(broken)).toThrow(
    `${file}:\n- home,heading: has a * that is not closed: mark the highlighted words as *words*`,
  );
});

test("a stray, empty or part-word highlight is an error", () => {
  expect(parse(changed(homeHeading, "\n  heading: Exam *prep* that *adapts* to* you"))).toThrow(
    `${file}:\n- home,heading: has a stray *`,
  );
  expect(parse(changed(homeHeading, "\n  heading: Exam prep that ** adapts to you"))).toThrow(
    "- home,heading: marks an empty highlight",
  );
  expect(parse(changed(homeHeading, "\n  heading: Exam prep that *adapt*s to you"))).toThrow(
    "- home,heading: highlights part of a word",
  );
  expect(
    parse(changed("heading: We could not read that request", "heading: We could *not* read that request")),
  ).toThrow("- badRequest,heading: cannot show an asterisk");
});

test("a missing intro is named with its file and field", () => {
  const broken = changed(/(\nhome:\n(?: {2}.*\n| {4}.*\n)*?) {2}intro: >-\n(?: {4}.*\n)+/, "$1");
  expect(broken).not.toMatch(/\nhome:\n(?: {2}.*\n| {4}.*\n)* {2}intro:/);
  expect(parse(broken)).toThrow(`${file}:\n- home,intro: is missing`);
});

test("an unknown fact, a page that is not in app/routes.ts and a page left out are named with their field", () => {
  const pricing = "heading: Simple plans for every exam";
  expect(parse(changed(pricing, "heading: Simple plans for {fact:exam-count} exams"))).toThrow(
    `${file}:\n- pricing,heading: refers to an unknown fact "exam-count"`,
  );
  const careers = "\ncareers:\n  description: Work with us.\n  heading: Careers\n  intro: Our open positions.\n";
  const withCareers = changed("\nprivacy:\n", `${careers}\nprivacy:\n`);
  expect(parse(withCareers)).toThrow(
    // Where privacy was.
    `${file}:\n- careers: is not a field of this entry (a typo?)`,
  );
  // A page left out is named at the file's first entry.
  expect(parse(changed("\nprivacy:\n", "\nprivacyy:\n"))).toThrow(`${file}:\n- privacy: is missing`);
});

test("every page of app/routes.ts has its words, and only those", () => {
  const ids = [...source.matchAll(/^([A-Za-z]+):$/gm)].map((match) => match[1]);
  expect(ids.sort()).toEqual([...pageIds, "badRequest"].sort());
});

test("the marks checker and splitter agree on the edges", () => {
  expect(headingMarkProblem("No highlight here")).toBeUndefined();
  expect(headingMarkProblem("*Whole* heading start")).toBeUndefined();
  expect(headingMarkProblem("Ends with a *highlight*")).toBeUndefined();
  expect(headingMarkProblem("A space * inside *")).toMatch(/space just inside/);
  expect(headingParts("Welcome, *City Cast Chicago* listeners")).toEqual({
    heading: "Welcome, City Cast Chicago listeners",
    headingLines: [{ text: "Welcome," }, { text: "City Cast Chicago", highlight: true }, { text: "listeners" }],
  });
  expect(headingParts("Contact us")).toEqual({ heading: "Contact us" });
});
