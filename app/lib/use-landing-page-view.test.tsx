import { render } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { beforeEach, expect, test } from "vitest";
import { useLandingPageView } from "./use-landing-page-view";

function Landing() {
  useLandingPageView("/citycast");
  return <p>Landing</p>;
}

beforeEach(() => {
  window.dataLayer = [];
});

async function visit(url: string) {
  const Stub = createRoutesStub([{ path: "/citycast", Component: Landing }]);
  const view = render(<Stub initialEntries={[url]} />);
  await view.findByText("Landing");
}

test("records one landing view with the campaign, and the campaign event when it is complete", async () => {
  await visit("/citycast?utm_source=podcast&utm_medium=audio&utm_campaign=fall&utm_term=hsat");
  expect(window.dataLayer).toEqual([
    {
      event: "landing_page_view",
      page: "/citycast",
      utm_source: "podcast",
      utm_medium: "audio",
      utm_campaign: "fall",
    },
    {
      event: "utm_tracking",
      page: "/citycast",
      utm_source: "podcast",
      utm_medium: "audio",
      utm_campaign: "fall",
      utm_term: "hsat",
    },
  ]);
});

test("records only the landing view when the campaign is incomplete", async () => {
  await visit("/citycast?utm_source=podcast");
  expect(window.dataLayer).toEqual([
    {
      event: "landing_page_view",
      page: "/citycast",
      utm_source: "podcast",
      utm_medium: undefined,
      utm_campaign: undefined,
    },
  ]);
});
