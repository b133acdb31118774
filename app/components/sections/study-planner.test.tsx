import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, expect, test } from "vitest";
import { studyPlannerCopy } from "#app/catalog/study-planner";
import { LangContext } from "#app/lib/lang";
import { dayNumber, isoOfDay, localIsoDate } from "#app/lib/study-plan";
import { planSteps } from "#content/studyPlanner";
import { planSteps as planStepsEs } from "#content/studyPlannerEs";
import { StudyPlanner } from "./study-planner";

const copy = studyPlannerCopy.en;
const today = localIsoDate(new Date());
const inDays = (days: number) => isoOfDay((dayNumber(today) ?? 0) + days);

beforeEach(() => {
  window.dataLayer = [];
  window.history.replaceState(null, "", "/study-planner");
});

function renderPlanner(fields = { exam: "", date: "" }) {
  render(<StudyPlanner action="/study-planner" initialFields={fields} serverToday={today} calendarPath="/calendar" />);
}

test("choosing an exam and a date shows the weeks left, the outline and a calendar link", async () => {
  const user = userEvent.setup();
  renderPlanner();
  expect(screen.getByText(copy.emptyResult)).toBeInTheDocument();
  await user.selectOptions(screen.getByLabelText(copy.exam), "cps");
  const date = inDays(70);
  await user.type(screen.getByLabelText(copy.date), date);
  expect(screen.getByTestId("weeks-left")).toHaveTextContent(copy.weeksLeft(10, 70));
  expect(screen.getByText(copy.week(1))).toBeInTheDocument();
  expect(screen.getByText(`${planSteps.diagnostic.title}:`)).toBeInTheDocument();
  expect(screen.getByRole("link", { name: copy.addToCalendar })).toHaveAttribute(
    "href",
    `/study-planner.ics?exam=cps&date=${date}`,
  );
  expect(window.location.search).toBe(`?exam=cps&date=${date}`);
  // Beside the one-off file, the CPS deadline calendar to subscribe to.
  expect(screen.getByRole("link", { name: copy.subscribeFeed("CPS HSAT") }).getAttribute("href")).toMatch(
    /^webcal:\/\/[^/]+\/calendar\/cps\.ics$/,
  );
  expect(window.dataLayer).toEqual([{ event: "study_plan_create", exam: "cps" }]);
});

test("a plan from the address that is already past shows the message on the date field", () => {
  renderPlanner({ exam: "gre", date: inDays(-2) });
  expect(screen.getByLabelText(copy.date)).toHaveAttribute("aria-invalid", "true");
  expect(screen.getByText(copy.errors.datePast)).toBeInTheDocument();
  expect(screen.queryByTestId("weeks-left")).not.toBeInTheDocument();
});

test("a plan for an exam without a deadline calendar offers no feed", () => {
  renderPlanner({ exam: "toefl", date: inDays(70) });
  expect(screen.getByTestId("weeks-left")).toBeInTheDocument();
  expect(screen.queryByTestId("plan-feed")).not.toBeInTheDocument();
});

test("on the Spanish page the plan, its dates and the calendar link are in Spanish, and the form stays there", async () => {
  const user = userEvent.setup();
  const spanish = studyPlannerCopy.es;
  window.history.replaceState(null, "", "/es/study-planner");
  render(
    <LangContext value="es">
      <StudyPlanner
        action="/es/study-planner"
        initialFields={{ exam: "", date: "" }}
        serverToday={today}
        calendarPath="/calendar"
      />
    </LangContext>,
  );
  expect(screen.getByText(spanish.emptyResult)).toBeInTheDocument();
  await user.selectOptions(screen.getByLabelText(spanish.exam), "shsat");
  const date = inDays(70);
  await user.type(screen.getByLabelText(spanish.date), date);
  expect(screen.getByTestId("weeks-left")).toHaveTextContent("Faltan 10 semanas");
  const longDate = new Intl.DateTimeFormat("es-US", { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${date}T00:00:00Z`),
  );
  expect(screen.getByText(`Hasta el ${longDate}`)).toBeInTheDocument();
  expect(screen.getByText(spanish.week(1))).toBeInTheDocument();
  expect(screen.getByText(`${planStepsEs.diagnostic.title}:`)).toBeInTheDocument();
  expect(screen.getByText(/Para el NYC SHSAT, le sugerimos empezar entre 12 y 16 semanas antes\./)).toBeInTheDocument();
  const calendarLink = screen.getByRole("link", { name: spanish.addToCalendar });
  expect(calendarLink).toHaveAttribute("href", `/study-planner.ics?exam=shsat&date=${date}&lang=es`);
  expect(calendarLink).toHaveAttribute("download", `examwise-shsat-plan-de-estudio-${date}.ics`);
  expect(screen.getByRole("link", { name: spanish.subscribeFeed("NYC SHSAT") }).getAttribute("href")).toMatch(
    /^webcal:\/\/[^/]+\/calendar\/shsat\.ics$/,
  );
  expect(window.location.pathname).toBe("/es/study-planner");
  expect(screen.getByRole("button", { name: spanish.submit }).closest("form")).toHaveAttribute(
    "action",
    "/es/study-planner",
  );
});
