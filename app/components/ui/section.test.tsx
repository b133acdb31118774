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

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

test("the server renders the content visible, with nothing for a script to reveal", () => {
  const html = renderToString(
    <Section aria-label="Features">
      <p>Adaptive practice</p>
    </Section>,
  );
  expect(html).toContain("<p>Adaptive practice</p>");
  expect(html).not.toMatch(/hidden|opacity|data-reveal/);
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
