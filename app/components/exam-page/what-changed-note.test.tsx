import { render, screen, within } from "@testing-library/react";
import { expect, test } from "vitest";
import {
  changesOf,
  examAnnouncements,
  whatChangedAttribute,
  whatChangedCopy,
} from "#app/catalog/exam-page/exam-changes";
import { effectiveLabel } from "#app/catalog/fact-sources";
import { WhatChangedNote } from "./what-changed-note";

test("dates each change, shows the format after and before, and links the source in a new tab", () => {
  const changes = changesOf("shsat");
  render(<WhatChangedNote changes={changes} allChangesHref="/exams/changes" />);
  const note = screen.getByRole("complementary", { name: whatChangedCopy.heading });
  expect(note).toHaveAttribute(whatChangedAttribute);
  for (const change of changes) {
    const since = whatChangedCopy.since(effectiveLabel(change));
    expect(within(note).getByText((text) => text.startsWith(since))).toBeVisible();
    expect(within(note).getByText(change.after)).toBeVisible();
    expect(within(note).getByText(change.before)).toBeVisible();
    const source = within(note)
      .getAllByRole("link")
      .find((link) => link.getAttribute("href") === change.source.url);
    expect(source).toHaveAttribute("href", change.source.url);
    expect(source).toHaveAttribute("target", "_blank");
    expect(source).toHaveAttribute("rel", "noopener");
  }
  expect(within(note).getByRole("link", { name: whatChangedCopy.allChanges })).toHaveAttribute(
    "href",
    "/exams/changes",
  );
});

test("lists an announced change without figures, and shows nothing when an exam has neither", () => {
  const { container, rerender } = render(
    <WhatChangedNote changes={[]} announcements={examAnnouncements} allChangesHref="/exams/changes" />,
  );
  for (const announcement of examAnnouncements) expect(screen.getByText(announcement.text)).toBeVisible();
  rerender(<WhatChangedNote changes={[]} allChangesHref="/exams/changes" />);
  expect(container).toBeEmptyDOMElement();
});
