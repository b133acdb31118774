// Exam facts that are true today (issue 16): the dated what-changed notes, the
// /exams/changes page, TOEFL's two scales and the SHSAT cutoff table, all in the
// pre-rendered HTML (no JavaScript), with their sources opening in a new tab;
// and no pre-rendered page shows a replaced figure outside such a note.
import "#tests/support/public-env";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, type Locator, type Page, test } from "@playwright/test";
import {
  announcementsOf,
  changesByDate,
  changesOf,
  examAnnouncements,
  toeflConcordance,
  whatChangedCopy,
} from "#app/catalog/exam-page/exam-changes";
import { examTemplatePages } from "#app/catalog/exam-page/exam-pages";
import { cutoffYears, shsatCutoffCopyIn, shsatCutoffs } from "#app/catalog/exam-page/shsat-cutoffs";
import { examById, sectionLabel } from "#app/catalog/exams";
import { checkedLabel, effectiveLabel } from "#app/catalog/fact-sources";
import { effectiveLabelIn } from "#app/catalog/fact-words";
import { pageIn, pages } from "#app/catalog/pages.server";
import type { Lang } from "#app/lib/lang";
import { guide as guideLabels } from "#content/contentLabels";
import { footer as footerColumns } from "#content/navigation";
import { note as noteEs } from "#content/whatChangedEs";
import { clickBelowTheFold } from "#tests/support/page-checks";
import { supersededFigures, visibleFactText } from "#tests/support/superseded";

const shsatCutoffCopy = shsatCutoffCopyIn("en");

test.use({ javaScriptEnabled: false });

async function expectSourceLink(link: Locator, url: string) {
  await expect(link).toHaveAttribute("href", url);
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", "noopener");
}

async function sourceLinkTo(scope: Locator | Page, url: string): Promise<Locator> {
  return scope.locator(`a[href="${url}"]`).first();
}

test("/exams/changes lists every change newest first, each dated with the format before and now and its source", async ({
  page,
}) => {
  await page.goto(pages.examChanges.path);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(pages.examChanges.heading);
  const articles = page.getByRole("article");
  await expect(articles.getByRole("heading", { level: 2 })).toHaveText(changesByDate().map((change) => change.title));
  for (const [index, change] of changesByDate().entries()) {
    const article = articles.nth(index);
    await expect(article.getByText(effectiveLabel(change))).toBeVisible();
    await expect(article.getByText(change.after)).toBeVisible();
    await expect(article.getByText(change.before)).toBeVisible();
    await expectSourceLink(await sourceLinkTo(article, change.source.url), change.source.url);
  }
  for (const announcement of examAnnouncements) {
    await expect(page.getByText(announcement.text)).toBeVisible();
    await expectSourceLink(await sourceLinkTo(page, announcement.source.url), announcement.source.url);
  }
});

test("TOEFL's two scales: the rows ETS states, on /toefl and /exams/changes, with ETS's FAQ as the source", async ({
  page,
}) => {
  for (const path of [pages.toefl.path, pages.examChanges.path]) {
    await page.goto(path);
    const table = page.getByRole("table", { name: whatChangedCopy.toeflScales.caption });
    await expect(table.getByRole("row")).toHaveCount(toeflConcordance.rows.length + 1);
    for (const row of toeflConcordance.rows) {
      await expect(table.getByRole("row", { name: new RegExp(`^${row.total} ${row.band}`) })).toBeVisible();
    }
    await expectSourceLink(await sourceLinkTo(page, toeflConcordance.source.url), toeflConcordance.source.url);
  }
});

test("/shsat shows the published cutoffs per school and year, the adaptive-test caveat and the source", async ({
  page,
}) => {
  await page.goto(pages.shsat.path);
  const table = page.getByRole("table", { name: shsatCutoffCopy.caption });
  await expect(table.getByRole("columnheader")).toHaveText([
    shsatCutoffCopy.schoolColumn,
    ...cutoffYears.map(shsatCutoffCopy.yearLabel),
  ]);
  for (const row of shsatCutoffs.schools) {
    await expect(table.getByRole("row", { name: row.school })).toHaveText(
      [row.school, ...cutoffYears.map((year) => String(row.cutoffs[year]))].join(""),
    );
  }
  await expect(page.getByText(shsatCutoffCopy.adaptiveNote)).toBeVisible();
  await expectSourceLink(await sourceLinkTo(page, shsatCutoffs.source.url), shsatCutoffs.source.url);
});

const notedPages: { path: string; exam: Parameters<typeof changesOf>[0]; lang: Lang }[] = [
  ...Object.values(examTemplatePages).map((entry) => ({
    path: pages[entry.pageId].path,
    exam: entry.exam,
    lang: "en" as const,
  })),
  { path: pages.toefl.path, exam: "toefl", lang: "en" },
  { path: pages.shsat.path, exam: "shsat", lang: "en" },
  { path: pages.highschoolentrance.path, exam: "cps", lang: "en" },
  // The Spanish pages' notes, in Spanish (issue 32).
  { path: pageIn("es", "shsat").path, exam: "shsat", lang: "es" },
  { path: pageIn("es", "highschoolentrance").path, exam: "cps", lang: "es" },
  { path: pageIn("es", "examHspt").path, exam: "hspt", lang: "es" },
];

for (const { path, exam, lang } of notedPages) {
  const changes = changesOf(exam, lang);
  const announcements = announcementsOf(exam, lang);
  const words =
    lang === "en" ? whatChangedCopy : { ...noteEs, since: (when: string) => noteEs.since.replace("{when}", when) };
  if (changes.length === 0 && announcements.length === 0) continue;
  test(`${path} has a dated what-changed note linking its sources and all changes`, async ({ page }) => {
    await page.goto(path);
    const note = page.getByRole("complementary", { name: words.heading });
    for (const change of changes) {
      await expect(note.getByText(words.since(effectiveLabelIn(lang, change)), { exact: false })).toBeVisible();
      await expectSourceLink(await sourceLinkTo(note, change.source.url), change.source.url);
    }
    for (const announcement of announcements) await expect(note.getByText(announcement.text)).toBeVisible();
    await clickBelowTheFold(note.getByRole("link", { name: words.allChanges }));
    await expect(page).toHaveURL(pages.examChanges.path);
  });
}

test("the footer leads to the exam changes page", async ({ page }) => {
  await page.goto(pages.home.path);
  const link = footerColumns.product.links.find((item) => item.href === pages.examChanges.path);
  expect(link).toBeDefined();
  await page
    .getByRole("contentinfo")
    .getByRole("link", { name: link?.label ?? "" })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(pages.examChanges.heading);
});

test("no pre-rendered page states a superseded exam figure outside a what-changed note", () => {
  const root = path.resolve(process.env.BUILD_DIR ?? "build", "client");
  const files = readdirSync(root, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith("index.html"));
  expect(files.length).toBeGreaterThan(50);
  const found = files.flatMap((file) =>
    supersededFigures(visibleFactText(readFileSync(path.join(root, file), "utf8"))).map((figure) => ({
      page: `/${path.dirname(file)}`,
      ...figure,
    })),
  );
  expect(found).toEqual([]);
});

test("a study guide's facts box says when its exam's format was checked and links the source", async ({ page }) => {
  const exam = examById("act");
  await page.goto("/study-guides/act");
  const box = page.getByRole("region", { name: guideLabels.atAGlance });
  await expect(box.getByRole("rowheader")).toHaveText(exam.sections.map(sectionLabel));
  await expect(box.getByText(checkedLabel(exam.format))).toBeVisible();
  await expectSourceLink(await sourceLinkTo(box, exam.format.source.url), exam.format.source.url);
});
