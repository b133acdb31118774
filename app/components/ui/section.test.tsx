import { act, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { HeroInView, Section } from "./section";

/** A stand-in for the browser's observer: the test decides what is on screen. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly targets = new Set<Element>();
  constructor(readonly callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
  }
}

/** Reports that `ratio` of every observed element is visible. */
function scrollTo(ratio: number) {
  act(() => {
    for (const observer of FakeIntersectionObserver.instances) {
      for (const target of observer.targets) {
        observer.callback([{ target, isIntersecting: ratio > 0, intersectionRatio: ratio }]);
      }
    }
  });
}

function reduceMotion(reduce: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: reduce && query === "(prefers-reduced-motion: reduce)",
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));
}

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
  reduceMotion(false);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderSection() {
  render(
    <Section aria-label="Features">
      <p>Adaptive practice</p>
    </Section>,
  );
  return screen.getByRole("region", { name: "Features" });
}

test("the server renders the content visible, never waiting", () => {
  const html = renderToString(
    <Section aria-label="Features">
      <p>Adaptive practice</p>
    </Section>,
  );
  expect(html).toContain("Adaptive practice");
  expect(html).not.toContain("data-reveal");
});

test("a section already in view at mount is never hidden", () => {
  const section = renderSection();
  scrollTo(0.5);
  scrollTo(0);
  scrollTo(0.5);
  expect(section).not.toHaveAttribute("data-reveal");
  expect(screen.getByText("Adaptive practice")).toBeVisible();
});

test("a section below the fold waits, then shows once 10% of it is visible", () => {
  const section = renderSection();
  expect(section).not.toHaveAttribute("data-reveal");
  scrollTo(0);
  expect(section).toHaveAttribute("data-reveal", "waiting");
  scrollTo(0.05);
  expect(section).toHaveAttribute("data-reveal", "waiting");
  scrollTo(0.1);
  expect(section).toHaveAttribute("data-reveal", "shown");
  scrollTo(0);
  expect(section).toHaveAttribute("data-reveal", "shown");
});

test("with reduced motion nothing is ever hidden", () => {
  reduceMotion(true);
  const section = renderSection();
  scrollTo(0);
  expect(section).not.toHaveAttribute("data-reveal");
});

test("without IntersectionObserver everything stays visible", () => {
  vi.stubGlobal("IntersectionObserver", undefined);
  const section = renderSection();
  expect(section).not.toHaveAttribute("data-reveal");
  expect(screen.getByText("Adaptive practice")).toBeVisible();
});

test("the section is named by its heading", () => {
  render(
    <Section labelledBy="faq-title">
      <h2 id="faq-title">Questions parents ask</h2>
    </Section>,
  );
  expect(screen.getByRole("region", { name: "Questions parents ask" })).toBeVisible();
});

test("the hero gets the in-view marker once 10% of it is visible", () => {
  render(<HeroInView data-testid="hero">Pass the SHSAT</HeroInView>);
  const hero = screen.getByTestId("hero");
  scrollTo(0.05);
  expect(hero).not.toHaveAttribute("data-in-view");
  scrollTo(0.1);
  expect(hero).toHaveAttribute("data-in-view", "true");
  scrollTo(0);
  expect(hero).toHaveAttribute("data-in-view", "true");
});

test("without IntersectionObserver the hero counts as in view", () => {
  vi.stubGlobal("IntersectionObserver", undefined);
  render(<HeroInView data-testid="hero">Pass the SHSAT</HeroInView>);
  expect(screen.getByTestId("hero")).toHaveAttribute("data-in-view", "true");
});
