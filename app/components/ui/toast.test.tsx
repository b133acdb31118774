import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, expect, test, vi } from "vitest";
import { dismissToast, Toaster, toast } from "./toast";

// The view is a lazy chunk, loaded with the first toast. Loaded here once, so
// no test's wait includes transforming it on a busy machine.
beforeAll(async () => {
  await import("./toast-view");
});

afterEach(() => {
  act(() => dismissToast());
  vi.useRealTimers();
});

/** The toast view loads with the first toast, so the region appears a moment later. */
async function notifications() {
  return within(await screen.findByRole("region", { name: /notifications/i }));
}

test("shows the title and description of a toast", async () => {
  render(<Toaster />);
  act(() => {
    toast({ title: "Message sent!", description: "We will reply soon." });
  });
  expect(await (await notifications()).findByText("Message sent!")).toBeVisible();
  expect((await notifications()).getByText("We will reply soon.")).toBeVisible();
});

test("a second toast replaces the first", async () => {
  render(<Toaster />);
  act(() => {
    toast({ title: "First" });
  });
  act(() => {
    toast({ title: "Second" });
  });
  expect(await (await notifications()).findAllByRole("listitem")).toHaveLength(1);
  expect((await notifications()).getByText("Second")).toBeVisible();
  expect((await notifications()).queryByText("First")).not.toBeInTheDocument();
});

test("closes itself after 5 seconds", async () => {
  render(<Toaster />);
  // Load the view with a first toast, then time the second one.
  act(() => {
    toast({ title: "Warm-up" });
  });
  await (await notifications()).findByText("Warm-up");
  act(() => dismissToast());
  vi.useFakeTimers();
  act(() => {
    toast({ title: "Saved" });
  });
  // The view is loaded now, so it renders synchronously under fake timers.
  const region = within(screen.getByRole("region", { name: /notifications/i }));
  act(() => vi.advanceTimersByTime(4900));
  expect(region.getByText("Saved")).toBeVisible();
  act(() => vi.advanceTimersByTime(100));
  expect(region.queryByText("Saved")).not.toBeInTheDocument();
});

test("the close button has a name and closes the toast", async () => {
  const user = userEvent.setup();
  render(<Toaster />);
  act(() => {
    toast({ title: "Saved" });
  });
  await user.click((await notifications()).getByRole("button", { name: "Dismiss notification" }));
  expect((await notifications()).queryByText("Saved")).not.toBeInTheDocument();
});

test("a destructive toast is rendered and announced assertively", async () => {
  render(<Toaster />);
  act(() => {
    toast({
      title: "Something went wrong",
      description: "Your message could not be sent. Please try again later.",
      variant: "destructive",
    });
  });
  expect((await notifications()).getByText("Something went wrong")).toBeVisible();
  const announcement = await screen.findByRole("status");
  expect(announcement).toHaveAttribute("aria-live", "assertive");
  // Radix fills the live region on the next frame, so screen readers notice the change.
  await waitFor(() => expect(announcement).toHaveTextContent("Something went wrong"));
});

test("a default toast is announced politely", async () => {
  render(<Toaster />);
  act(() => {
    toast({ title: "Message sent!" });
  });
  const announcement = await screen.findByRole("status");
  expect(announcement).toHaveAttribute("aria-live", "polite");
  await waitFor(() => expect(announcement).toHaveTextContent("Message sent!"));
});
