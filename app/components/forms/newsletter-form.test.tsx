import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { afterEach, beforeAll, beforeEach, expect, test, vi } from "vitest";
import { currentConsent } from "#app/catalog/consent";
import { fieldErrors, leadLimits, leadWords, newsletterToasts } from "#app/catalog/forms/messages";
import { dismissToast, Toaster } from "#app/components/ui/toast";
import { LangContext } from "#app/lib/lang";
import { newsletterForm as newsletterFormText } from "#content/messages";
import { NewsletterForm, newsletterEndpoint, newsletterPostParam } from "./newsletter-form";

// The toast view is a lazy chunk, loaded with the first toast. Loaded here once,
// so no test's wait includes transforming it on a busy machine.
beforeAll(async () => {
  await import("#app/components/ui/toast-view");
});

beforeEach(() => {
  window.dataLayer = [];
});

afterEach(() => {
  act(() => dismissToast());
});

function renderForm() {
  render(
    <>
      <NewsletterForm page="/events" />
      <Toaster />
    </>,
  );
  return screen.getByLabelText(newsletterFormText.email);
}

function notifications() {
  return within(screen.getByRole("region", { name: /notifications/i }));
}

const answer = (status: number, body: unknown = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

test("a 202 thanks the visitor, clears the field and posts the address as JSON", async () => {
  const fetch = vi.spyOn(globalThis, "fetch").mockResolvedValue(answer(202, { ok: true }));
  const user = userEvent.setup();
  const email = renderForm();
  await user.click(email);
  await user.paste("parent@example.com");
  await user.click(screen.getByRole("button", { name: newsletterFormText.subscribe }));

  await waitFor(() => expect(notifications().getByText(newsletterToasts.subscribed.title)).toBeVisible());
  expect(email).toHaveValue("");
  const [url, init] = fetch.mock.calls[0] ?? [];
  expect(url).toBe(newsletterEndpoint);
  expect(JSON.parse(String(init?.body))).toEqual({
    email: "parent@example.com",
    consent: currentConsent.newsletter,
    website: "",
    language: "en",
  });
  expect(window.dataLayer).toContainEqual({ event: "newsletter_subscribe", page: "/events", outcome: "subscribed" });
});

test("a failure shows the destructive toast and keeps the address", async () => {
  vi.spyOn(globalThis, "fetch").mockResolvedValue(answer(503));
  const user = userEvent.setup();
  const email = renderForm();
  await user.click(email);
  await user.paste("parent@example.com");
  await user.click(screen.getByRole("button", { name: newsletterFormText.subscribe }));

  await waitFor(() => expect(notifications().getByText(newsletterToasts.failed.description)).toBeVisible());
  expect(email).toHaveValue("parent@example.com");
  expect(window.dataLayer).toContainEqual({ event: "newsletter_subscribe", page: "/events", outcome: "failed" });
});

test("the server's field error is shown next to the field", async () => {
  vi.spyOn(globalThis, "fetch").mockResolvedValue(
    answer(400, { ok: false, errors: { email: fieldErrors.email.invalid } }),
  );
  const user = userEvent.setup();
  const email = renderForm();
  await user.click(email);
  await user.paste("parent@example.com");
  await user.click(screen.getByRole("button", { name: newsletterFormText.subscribe }));

  await waitFor(() => expect(email).toHaveAttribute("aria-invalid", "true"));
  expect(email).toHaveAccessibleDescription(fieldErrors.email.invalid);
});

test("a refused consent wording is shown next to the field, asking for a reload", async () => {
  vi.spyOn(globalThis, "fetch").mockResolvedValue(
    answer(400, { ok: false, errors: { consent: fieldErrors.consent.unknown } }),
  );
  const user = userEvent.setup();
  const email = renderForm();
  await user.click(email);
  await user.paste("parent@example.com");
  await user.click(screen.getByRole("button", { name: newsletterFormText.subscribe }));

  await waitFor(() => expect(email).toHaveAccessibleDescription(fieldErrors.consent.unknown));
  expect(email).toHaveValue("parent@example.com");
});

test("the button says it is working while the request is in flight", async () => {
  let release: (response: Response) => void = () => {};
  vi.spyOn(globalThis, "fetch").mockReturnValue(new Promise((resolve) => (release = resolve)));
  const user = userEvent.setup();
  const email = renderForm();
  await user.click(email);
  await user.paste("parent@example.com");
  await user.click(screen.getByRole("button", { name: newsletterFormText.subscribe }));
  expect(screen.getByRole("button", { name: newsletterFormText.subscribing })).toBeDisabled();
  await act(async () => release(answer(202)));
});

test("the server's HTML limits the address with maxlength; once hydrated, a long one is kept, refused and never sent", async () => {
  expect(renderToString(<NewsletterForm page="/events" />)).toContain(`maxLength="${leadLimits.email}"`);

  const fetch = vi.spyOn(globalThis, "fetch");
  const user = userEvent.setup();
  const email = renderForm();
  expect(email).not.toHaveAttribute("maxlength");
  const long = `${"a".repeat(leadLimits.email)}@example.com`;
  await user.click(email);
  await user.paste(long);
  expect(email).toHaveAttribute("aria-invalid", "true");
  expect(email).toHaveAccessibleDescription(fieldErrors.email.tooLong);

  await user.click(screen.getByRole("button", { name: newsletterFormText.subscribe }));
  expect(fetch).not.toHaveBeenCalled();
  expect(email).toHaveValue(long);
});

for (const [kind, body] of [
  ["JSON", JSON.stringify({ ok: false, errors: { form: "Request body too large" } })],
  ["plain text", "413 Request Entity Too Large"],
] as const) {
  test(`a 413 (${kind}) shows the too-long words on the address and keeps it`, async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response(body, { status: 413 }));
    const user = userEvent.setup();
    const email = renderForm();
    await user.click(email);
    await user.paste("parent@example.com");
    await user.click(screen.getByRole("button", { name: newsletterFormText.subscribe }));

    await waitFor(() => expect(email).toHaveAttribute("aria-invalid", "true"));
    expect(email).toHaveAccessibleDescription(fieldErrors.email.tooLong);
    expect(email).toHaveValue("parent@example.com");
    expect(notifications().queryByText(newsletterToasts.failed.title)).not.toBeInTheDocument();
  });
}

test("on a Spanish page it speaks Spanish, sends the page's language and keeps the address on an error", async () => {
  const es = leadWords.es;
  const fetch = vi
    .spyOn(globalThis, "fetch")
    .mockResolvedValueOnce(answer(400, { errors: { email: es.fieldErrors.email.hiddenCharacters } }))
    .mockResolvedValueOnce(answer(202, { ok: true }));
  const user = userEvent.setup();
  render(
    <LangContext value="es">
      <NewsletterForm page="/es/contact" />
      <Toaster />
    </LangContext>,
  );
  const email = screen.getByLabelText(es.newsletterForm.email);
  await user.click(email);
  await user.paste("madre@example.com");
  await user.click(screen.getByRole("button", { name: es.newsletterForm.subscribe }));

  await waitFor(() => expect(email).toHaveAccessibleDescription(es.fieldErrors.email.hiddenCharacters));
  expect(email).toHaveValue("madre@example.com");
  expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toMatchObject({ language: "es" });
  await user.click(screen.getByRole("button", { name: es.newsletterForm.subscribe }));
  await waitFor(() => expect(screen.getByText(es.newsletterToasts.subscribed.title)).toBeVisible());
});

test("where the page takes the form's post, the server's HTML posts to the page with the button enabled", () => {
  const html = renderToString(<NewsletterForm page="/contact" postsToPage />);
  expect(html).toContain(`action="?${newsletterPostParam}"`);
  expect(html).not.toMatch(/<button[^>]*\sdisabled=""/);
  // Elsewhere the API takes JSON only: the button waits for JavaScript.
  expect(renderToString(<NewsletterForm page="/events" />)).toMatch(/<button[^>]*\sdisabled=""/);
});

test("after a post without JavaScript, a Spanish page shows the Spanish error with the address kept, or the thanks", () => {
  const es = leadWords.es;
  render(
    <LangContext value="es">
      <NewsletterForm
        page="/es/contact"
        postsToPage
        result={{
          ok: false,
          status: 400,
          errors: { email: es.fieldErrors.email.invalid },
          values: { email: "madre@" },
        }}
      />
    </LangContext>,
  );
  const email = screen.getByLabelText(es.newsletterForm.email);
  expect(email).toHaveValue("madre@");
  expect(email).toHaveAccessibleDescription(es.fieldErrors.email.invalid);
  expect(screen.getByDisplayValue("es")).toHaveAttribute("name", "language");

  render(
    <LangContext value="es">
      <NewsletterForm page="/es/contact" postsToPage result={{ ok: true }} />
    </LangContext>,
  );
  expect(screen.getByRole("status")).toHaveTextContent(es.newsletterToasts.subscribed.title);
});
