import { render, screen, within } from "@testing-library/react";
import { expect, test } from "vitest";
import { examTemplatePages } from "#app/catalog/exam-page/exam-pages";
import { InfoBox } from "./info-box";

const { infoBox } = examTemplatePages.toefl;

test("names itself with its title and lists every part with its value, time and content", () => {
  render(<InfoBox box={infoBox} />);
  const box = screen.getByRole("region", { name: infoBox.title });
  expect(
    within(box)
      .getAllByRole("term")
      .map((term) => term.textContent),
  ).toEqual(infoBox.sections.map((section) => section.label));
  for (const section of infoBox.sections) {
    expect(within(box).getAllByText(section.value)[0]).toBeVisible();
    expect(within(box).getByText(section.subtitle)).toBeVisible();
    if (section.duration) expect(within(box).getAllByText(section.duration)[0]).toBeVisible();
  }
  expect(within(box).getByText(infoBox.bottomText)).toBeVisible();
});

test("says when the facts were checked and links their source in a new tab", () => {
  render(<InfoBox box={infoBox} />);
  const box = screen.getByRole("region", { name: infoBox.title });
  expect(within(box).getByText(infoBox.freshness.checked)).toHaveAttribute("datetime", infoBox.freshness.checkedOn);
  const source = within(box).getByRole("link", { name: /^Source/ });
  expect(source).toHaveAccessibleName(expect.stringContaining(infoBox.freshness.source.title));
  expect(source).toHaveAttribute("href", infoBox.freshness.source.url);
  expect(source).toHaveAttribute("target", "_blank");
  expect(source).toHaveAttribute("rel", "noopener");
});

test("leaves the time out of a part that has none", () => {
  render(
    <InfoBox
      box={{
        title: "Facts",
        sections: [{ label: "Schools", value: "8", subtitle: "Specialized" }],
        bottomText: "",
        freshness: infoBox.freshness,
      }}
    />,
  );
  expect(screen.getAllByRole("definition")).toHaveLength(2);
});
