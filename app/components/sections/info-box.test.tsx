import { render, screen, within } from "@testing-library/react";
import { expect, test } from "vitest";
import { examTemplatePages } from "#app/catalog/exam-pages";
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
    expect(within(box).getByText(section.value)).toBeVisible();
    expect(within(box).getByText(section.subtitle)).toBeVisible();
    if (section.duration) expect(within(box).getByText(section.duration)).toBeVisible();
  }
  expect(within(box).getByText(infoBox.bottomText)).toBeVisible();
});

test("leaves the time out of a part that has none", () => {
  render(
    <InfoBox
      box={{ title: "Facts", sections: [{ label: "Schools", value: "8", subtitle: "Specialized" }], bottomText: "" }}
    />,
  );
  expect(screen.getAllByRole("definition")).toHaveLength(2);
});
