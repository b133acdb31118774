import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import { brand } from "#app/catalog/brand";
import { currentConsent } from "#app/catalog/consent";
import { contactFormText, contactToasts, fieldErrors, leadLimits, leadWords } from "#app/catalog/forms/messages";
import { dismissToast, Toaster } from "#app/components/ui/toast";
import { contactFormKey } from "#app/lib/forms/contact-schema";
import { LangContext } from "#app/lib/lang";
import { contact as spanishConsent } from "#content/consentEs";
import { toasts as spanishToasts } from "#content/navigationEs";
import { ContactForm, contactEndpoint } from "./contact-form";

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

function renderForm(props: Partial<Parameters<typeof ContactForm>[0]> = {}) {
  render(
    <>
      <ContactForm page="/contact" {...props} />
      <Toaster />
    </>,
  );
  return {
    name: screen.getByLabelText(contactFormText.name),
    email: screen.getByLabelText(contactFormText.email),
    message: screen.getByLabelText(contactFormText.message),
  };
}

function notifications() {
  return within(screen.getByRole("region", { name: /notifications|notificaciones/i }));
}

/** Pastes each value (typing every key is slow and adds nothing here). */
async function fillIn(
  user: ReturnType<typeof userEvent.setup>,
  fields: ReturnType<typeof renderForm>,
  values = { name: "Ada Lovelace", email: "ada@example.com", message: "When does the trial start?" },
) {
  for (const field of ["name", "email", "message"] as const) {
    await user.click(fields[field]);
    await user.paste(values[field]);
  }
}

function answer(status: number, body: unknown = {}) {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

function events(name: string) {
  return (window.dataLayer ?? []).filter(
    (entry) => typeof entry === "object" && entry !== null && "event" in entry && entry.event === name,
  );
}

test("the fields are labelled, required and limited as the form says", () => {
  const fields = renderForm();
  expect(fields.name).toBeRequired();
  expect(fields.email).toHaveAttribute("type", "email");
  expect(fields.email).toBeRequired();
  expect(fields.message).toBeRequired();
  expect(fields.message).toHaveAccessibleDescription(
    `${contactFormText.messageHint} ${contactFormText.messageCount(0)}`,
  );
  expect(screen.getByRole("button", { name: contactFormText.send })).toBeEnabled();
});

test("the button reads 'Sending...' and is disabled while the message is in flight", async () => {
  let release: (response: Response) => void = () => {};
  vi.spyOn(globalThis, "fetch").mockReturnValue(new Promise((resolve) => (release = resolve)));
  const user = userEvent.setup();
  const fields = renderForm();
  await fillIn(user, fields);
  await user.click(screen.getByRole("button", { name: contactFormText.send }));

  const button = screen.getByRole("button", { name: contactFormText.sending });
  expect(button).toBeDisabled();
  await act(async () => release(answer(202, { ok: true, id: "1" })));
  expect(screen.getByRole("button", { name: contactFormText.send })).toBeEnabled();
});

test("a 202 shows 'Message sent!' naming the support address, clears the form and sends the contract's JSON", async () => {
  const fetch = vi.spyOn(globalThis, "fetch").mockResolvedValue(answer(202, { ok: true, id: "1" }));
  const user = userEvent.setup();
  const fields = renderForm();
  await fillIn(user, fields);
  await user.click(screen.getByRole("button", { name: contactFormText.send }));

  await waitFor(() => expect(notifications().getByText(contactToasts.sent.title)).toBeVisible());
  expect(notifications().getByText(contactToasts.sent.description)).toBeVisible();
  expect(contactToasts.sent.description).toContain(brand.supportEmail);
  expect(fields.name).toHaveValue("");
  expect(fields.email).toHaveValue("");
  expect(fields.message).toHaveValue("");

  const [url, init] = fetch.mock.calls[0] ?? [];
  expect(url).toBe(contactEndpoint);
  expect(init?.method).toBe("POST");
  expect(new Headers(init?.headers).get("Content-Type")).toBe("application/json");
  expect(JSON.parse(String(init?.body))).toEqual({
    formData: {
      name: "Ada Lovelace",
      email: "ada@example.com",
      message: "When does the trial start?",
      website: "",
      consent: currentConsent.contact,
    },
    key: contactFormKey,
    language: "en",
  });
  expect(events("contact_form_submit")).toEqual([{ event: "contact_form_submit", page: "/contact", outcome: "sent" }]);
});

test("a server error shows the destructive toast and keeps what was typed", async () => {
  vi.spyOn(globalThis, "fetch").mockResolvedValue(answer(500));
  const user = userEvent.setup();
  const fields = renderForm();
  await fillIn(user, fields);
  await user.click(screen.getByRole("button", { name: contactFormText.send }));

  await waitFor(() => expect(notifications().getByText(contactToasts.failed.title)).toBeVisible());
  expect(notifications().getByText(contactToasts.failed.description)).toBeVisible();
  expect(fields.name).toHaveValue("Ada Lovelace");
  expect(fields.email).toHaveValue("ada@example.com");
  expect(fields.message).toHaveValue("When does the trial start?");
  expect(events("contact_form_submit")).toEqual([
    { event: "contact_form_submit", page: "/contact", outcome: "failed" },
  ]);
});

test("a network failure is a failure too, never a success", async () => {
  vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("Failed to fetch"));
  const user = userEvent.setup();
  const fields = renderForm();
  await fillIn(user, fields);
  await user.click(screen.getByRole("button", { name: contactFormText.send }));
  await waitFor(() => expect(notifications().getByText(contactToasts.failed.title)).toBeVisible());
  expect(notifications().queryByText(contactToasts.sent.title)).not.toBeInTheDocument();
  expect(fields.message).toHaveValue("When does the trial start?");
});

test("field errors from a 400 appear next to their fields", async () => {
  vi.spyOn(globalThis, "fetch").mockResolvedValue(
    answer(400, { ok: false, errors: { email: fieldErrors.email.invalid } }),
  );
  const user = userEvent.setup();
  const fields = renderForm();
  await fillIn(user, fields);
  await user.click(screen.getByRole("button", { name: contactFormText.send }));

  await waitFor(() => expect(fields.email).toHaveAttribute("aria-invalid", "true"));
  expect(fields.email).toHaveAccessibleDescription(fieldErrors.email.invalid);
  expect(fields.email).toHaveFocus();
  expect(fields.name).not.toHaveAttribute("aria-invalid");
  expect(fields.email).toHaveValue("ada@example.com");
});

test("the browser checks the shared schema before sending: a hidden control character in the message is refused without a request", async () => {
  const fetch = vi.spyOn(globalThis, "fetch");
  const user = userEvent.setup();
  const fields = renderForm();
  const message = "<b>hello</b>\u0007";
  await fillIn(user, fields, { name: "Ada", email: "ada@example.com", message });
  await user.click(screen.getByRole("button", { name: contactFormText.send }));

  expect(fields.message).toHaveAccessibleDescription(
    `${contactFormText.messageHint} ${contactFormText.messageCount(message.length)} ${fieldErrors.message.hiddenCharacters}`,
  );
  expect(fetch).not.toHaveBeenCalled();
  expect(events("contact_form_submit")).toEqual([
    { event: "contact_form_submit", page: "/contact", outcome: "invalid" },
  ]);
});

test("the first keystroke records contact_form_start, once", async () => {
  const user = userEvent.setup();
  const fields = renderForm({ page: "/highschoolentrance/contact" });
  expect(events("contact_form_start")).toEqual([]);
  await user.type(fields.name, "Ada");
  await user.type(fields.message, "Hi");
  expect(events("contact_form_start")).toEqual([{ event: "contact_form_start", page: "/highschoolentrance/contact" }]);
});

test("a 429 says to try again later and keeps the text", async () => {
  vi.spyOn(globalThis, "fetch").mockResolvedValue(answer(429, { ok: false, errors: { form: "Too many" } }));
  const user = userEvent.setup();
  const fields = renderForm();
  await fillIn(user, fields);
  await user.click(screen.getByRole("button", { name: contactFormText.send }));
  await waitFor(() => expect(notifications().getByText(contactToasts.tooMany.description)).toBeVisible());
  expect(fields.message).toHaveValue("When does the trial start?");
});

test("a refused consent wording asks for a reload and keeps the text", async () => {
  vi.spyOn(globalThis, "fetch").mockResolvedValue(
    answer(400, { ok: false, errors: { consent: fieldErrors.consent.unknown } }),
  );
  const user = userEvent.setup();
  const fields = renderForm();
  await fillIn(user, fields);
  await user.click(screen.getByRole("button", { name: contactFormText.send }));
  await waitFor(() => expect(notifications().getByText(contactToasts.outOfDate.description)).toBeVisible());
  expect(fields.message).toHaveValue("When does the trial start?");
});

test("after a form post without JavaScript whose consent wording was refused, the page asks for a reload", () => {
  const fields = renderForm({
    result: {
      ok: false,
      status: 400,
      errors: { consent: fieldErrors.consent.unknown },
      values: { name: "Ada", email: "ada@example.com", message: "Kept" },
    },
  });
  expect(screen.getByRole("alert")).toHaveTextContent(contactToasts.outOfDate.description);
  expect(fields.message).toHaveValue("Kept");
});

test("after a form post without JavaScript, the outcome and the typed text are shown", () => {
  const fields = renderForm({
    result: {
      ok: false,
      status: 503,
      errors: {},
      values: { name: "Ada", email: "ada@example.com", message: "Kept" },
    },
  });
  expect(screen.getByRole("alert")).toHaveTextContent(contactToasts.failed.description);
  expect(fields.message).toHaveValue("Kept");
});

test("after a successful form post without JavaScript, the page says the message was sent", () => {
  renderForm({ result: { ok: true } });
  expect(screen.getByRole("status")).toHaveTextContent(contactToasts.sent.title);
});

/** The form's polite live region, where going over a limit is announced. */
function announcements() {
  const region = screen.getByRole("form").querySelector("[aria-live]");
  if (!region) throw new Error("no live region in the form");
  return region;
}

test("the server's HTML limits the fields with maxlength and shows no count, for browsers without JavaScript", () => {
  const html = renderToString(<ContactForm page="/contact" />);
  expect(html).toContain(`maxLength="${leadLimits.name}"`);
  expect(html).toContain(`maxLength="${leadLimits.email}"`);
  expect(html).toContain(`maxLength="${leadLimits.message}"`);
  expect(html).not.toContain(contactFormText.messageCount(0));
});

test("once hydrated, the message counts its characters as they are typed", async () => {
  const user = userEvent.setup();
  const fields = renderForm();
  expect(fields.message).not.toHaveAttribute("maxlength");
  expect(screen.getByText(contactFormText.messageCount(0))).toBeVisible();
  await user.type(fields.message, "Hi there");
  expect(screen.getByText(contactFormText.messageCount(8))).toBeVisible();
  expect(announcements()).toHaveTextContent("");
});

test("a 100,000-character paste is kept whole, said to be too long at once, and never sent", async () => {
  const fetch = vi.spyOn(globalThis, "fetch");
  const user = userEvent.setup();
  const fields = renderForm();
  const long = "m".repeat(100_000);
  await fillIn(user, fields, { name: "Ada", email: "ada@example.com", message: long });

  expect(fields.message).toHaveValue(long);
  expect(fields.message).toHaveAttribute("aria-invalid", "true");
  expect(fields.message).toHaveAccessibleDescription(
    `${contactFormText.messageHint} ${contactFormText.messageCount(100_000)} ${fieldErrors.message.tooLong}`,
  );
  expect(announcements()).toHaveTextContent(fieldErrors.message.tooLong);

  await user.click(screen.getByRole("button", { name: contactFormText.send }));
  expect(fetch).not.toHaveBeenCalled();
  expect(fields.message).toHaveFocus();
  expect(fields.message).toHaveValue(long);
  expect(events("contact_form_submit")).toEqual([
    { event: "contact_form_submit", page: "/contact", outcome: "invalid" },
  ]);
});

test("the limit is announced when crossed, not on every keystroke, and the error leaves once the text fits", async () => {
  const user = userEvent.setup();
  const fields = renderForm();
  await user.click(fields.message);
  await user.paste("m".repeat(leadLimits.message));
  expect(fields.message).not.toHaveAttribute("aria-invalid");
  expect(announcements()).toHaveTextContent("");

  await user.type(fields.message, "xy");
  expect(announcements()).toHaveTextContent(fieldErrors.message.tooLong);
  expect(fields.message).toHaveAttribute("aria-invalid", "true");

  await user.type(fields.message, "{Backspace}{Backspace}");
  expect(announcements()).toHaveTextContent("");
  expect(fields.message).not.toHaveAttribute("aria-invalid");
  expect(screen.getByText(contactFormText.messageCount(leadLimits.message))).toBeVisible();
});

for (const [kind, body] of [
  ["JSON", JSON.stringify({ ok: false, errors: { form: "Request body too large" } })],
  ["plain text", "413 Request Entity Too Large"],
] as const) {
  test(`a 413 (${kind}) shows the too-long words on the message and keeps the text`, async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response(body, { status: 413 }));
    const user = userEvent.setup();
    const fields = renderForm();
    await fillIn(user, fields);
    await user.click(screen.getByRole("button", { name: contactFormText.send }));

    await waitFor(() => expect(fields.message).toHaveAttribute("aria-invalid", "true"));
    expect(fields.message).toHaveAccessibleDescription(
      `${contactFormText.messageHint} ${contactFormText.messageCount("When does the trial start?".length)} ${fieldErrors.message.tooLong}`,
    );
    expect(fields.message).toHaveFocus();
    expect(fields.message).toHaveValue("When does the trial start?");
    expect(fields.name).toHaveValue("Ada Lovelace");
    expect(notifications().queryByText(contactToasts.failed.title)).not.toBeInTheDocument();
  });
}

test("after a form post without JavaScript answered 413, the message field says it is too long", () => {
  const fields = renderForm({
    result: { ok: false, status: 413, errors: {}, values: { name: "", email: "", message: "" } },
  });
  expect(fields.message).toHaveAttribute("aria-invalid", "true");
  expect(fields.message).toHaveAccessibleDescription(
    `${contactFormText.messageHint} ${contactFormText.messageCount(0)} ${fieldErrors.message.tooLong}`,
  );
  expect(screen.queryByRole("alert")).not.toBeInTheDocument();
});

test("a name or address over its limit is kept and refused at once too, without a count", async () => {
  const fetch = vi.spyOn(globalThis, "fetch");
  const user = userEvent.setup();
  const fields = renderForm();
  expect(fields.name).not.toHaveAttribute("maxlength");
  expect(fields.email).not.toHaveAttribute("maxlength");
  const name = "n".repeat(leadLimits.name + 1);
  await fillIn(user, fields, { name, email: "ada@example.com", message: "Hi" });
  expect(fields.name).toHaveValue(name);
  expect(fields.name).toHaveAccessibleDescription(fieldErrors.name.tooLong);
  expect(announcements()).toHaveTextContent(fieldErrors.name.tooLong);

  await user.click(screen.getByRole("button", { name: contactFormText.send }));
  expect(fetch).not.toHaveBeenCalled();
  expect(fields.name).toHaveFocus();
});

describe("on a Spanish page", () => {
  const es = leadWords.es;
  beforeEach(() => {
    document.documentElement.lang = "es";
  });
  afterEach(() => {
    document.documentElement.lang = "";
  });

  function renderSpanish() {
    render(
      <LangContext value="es">
        <ContactForm page="/es/contact" />
        <Toaster />
      </LangContext>,
    );
    return {
      name: screen.getByLabelText(es.contactForm.name),
      email: screen.getByLabelText(es.contactForm.email),
      message: screen.getByLabelText(es.contactForm.message),
    };
  }

  test("the form speaks Spanish: labels, the note under it, the button, and errors found before sending", async () => {
    const fetch = vi.spyOn(globalThis, "fetch");
    const user = userEvent.setup();
    const fields = renderSpanish();
    expect(screen.getByRole("heading", { name: es.contactForm.title })).toBeVisible();
    expect(screen.getByText(spanishConsent[currentConsent.contact])).toBeVisible();
    await fillIn(user, fields, { name: "Ana\u202e", email: "ana@example.com", message: "Hola" });
    await user.click(screen.getByRole("button", { name: es.contactForm.send }));

    expect(fields.name).toHaveAccessibleDescription(es.fieldErrors.name.hiddenCharacters);
    expect(fields.name).toHaveValue("Ana\u202e");
    expect(fields.message).toHaveValue("Hola");
    expect(fetch).not.toHaveBeenCalled();
  });

  test("it sends the page's language, shows the server's Spanish error keeping the text, then thanks in Spanish", async () => {
    const fetch = vi
      .spyOn(globalThis, "fetch")
      .mockResolvedValueOnce(answer(400, { errors: { message: es.fieldErrors.message.hiddenCharacters } }))
      .mockResolvedValueOnce(answer(202, { ok: true, id: "x" }));
    const user = userEvent.setup();
    const fields = renderSpanish();
    await fillIn(user, fields, { name: "Ana", email: "ana@example.com", message: "¿Cuándo empieza el curso?" });
    await user.click(screen.getByRole("button", { name: es.contactForm.send }));

    await waitFor(() => expect(fields.message).toHaveAttribute("aria-invalid", "true"));
    expect(fields.message).toHaveAccessibleDescription(
      `${es.contactForm.messageHint} ${es.contactForm.messageCount(25)} ${es.fieldErrors.message.hiddenCharacters}`,
    );
    expect(fields.message).toHaveValue("¿Cuándo empieza el curso?");
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toMatchObject({ language: "es" });

    await user.click(screen.getByRole("button", { name: es.contactForm.send }));
    await waitFor(() => expect(notifications().getByText(es.contactToasts.sent.title)).toBeVisible());
    expect(screen.getByRole("button", { name: spanishToasts.close })).toBeVisible();
    expect(events("contact_form_submit").at(-1)).toEqual({
      event: "contact_form_submit",
      page: "/es/contact",
      outcome: "sent",
      page_language: "es",
    });
  });
});
