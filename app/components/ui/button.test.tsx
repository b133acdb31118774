import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, test, vi } from "vitest";
import { Button } from "./button";

test("renders a button that reacts to a click", async () => {
  const onClick = vi.fn();
  render(<Button onClick={onClick}>Start free trial</Button>);
  await userEvent.click(screen.getByRole("button", { name: "Start free trial" }));
  expect(onClick).toHaveBeenCalledOnce();
});

test("a disabled button ignores clicks", async () => {
  const onClick = vi.fn();
  render(
    <Button disabled onClick={onClick}>
      Send
    </Button>,
  );
  await userEvent.click(screen.getByRole("button", { name: "Send" }));
  expect(screen.getByRole("button", { name: "Send" })).toBeDisabled();
  expect(onClick).not.toHaveBeenCalled();
});

test("asChild renders the link with its href instead of a button", () => {
  render(
    <Button asChild>
      <a href="/pricing">See pricing</a>
    </Button>,
  );
  expect(screen.getByRole("link", { name: "See pricing" })).toHaveAttribute("href", "/pricing");
  expect(screen.queryByRole("button")).not.toBeInTheDocument();
});
