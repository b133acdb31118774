import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, expect, test, vi } from "vitest";
import { dismissToast, Toaster, toast } from "./toast";

afterEach(() => {
  act(() => dismissToast());
  vi.useRealTimers();
});

function notifications() {
  return within(screen.getByRole("region", { name: /notifications/i }));
}

test("shows the title and description of a toast", () => {
  render(<Toaster />);
  act(() => {
    toast({ title: "Message sent!", description: "We will reply soon." });
  });
  expect(notifications().getByText("Message sent!")).toBeVisible();
  expect(notifications().getByText("We will reply soon.")).toBeVisible();
});

test("a second toast replaces the first", () => {
  render(<Toaster />);
  act(() => {
    toast({ title: "First" });
  });
  act(() => {
    toast({ title: "Second" });
  });
  expect(notifications().getAllByRole("listitem")).toHaveLength(1);
  expect(notifications().getByText("Second")).toBeVisible();
  expect(notifications().queryByText("First")).not.toBeInTheDocument();
});

test("closes itself after 5 seconds", () => {
  vi.useFakeTimers();
  render(<Toaster />);
  act(() => {
    toast({ title: "Saved" });
  });
  act(() => vi.advanceTimersByTime(4900));
  expect(notifications().getByText("Saved")).toBeVisible();
  act(() => vi.advanceTimersByTime(100));
  expect(notifications().queryByText("Saved")).not.toBeInTheDocument();
});

test("the close button has a name and closes the toast", async () => {
  const user = userEvent.setup();
  render(<Toaster />);
  act(() => {
    toast({ title: "Saved" });
  });
  await user.click(notifications().getByRole("button", { name: "Dismiss notification" }));
  expect(notifications().queryByText("Saved")).not.toBeInTheDocument();
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
  expect(notifications().getByText("Something went wrong")).toBeVisible();
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
