// Plan cards. With `groupByDuration`, a radio group (keyboard from the browser, CSS shows the checked duration's plans,
// no JavaScript needed) picks the duration; without it every given plan is shown. Clicks are tracked by the page script.
import { ChartColumn, type LucideIcon, Timer, Zap } from "lucide-react";
import { useId } from "react";
import { type Duration, defaultDuration, durationName, durations, type Plan } from "#app/catalog/plans";
import { planSignupUrl } from "#app/catalog/pricing";
import { Badge } from "#app/components/ui/badge";
import { Button } from "#app/components/ui/button";
import { CheckList } from "#app/components/ui/check-list";
import { Section, type SectionHead } from "#app/components/ui/section";
import { cn } from "#app/lib/cn";
import { formatPrice } from "#app/lib/format";
import { useLang, useWords } from "#app/lib/lang";
import { trackClick } from "#app/lib/track-attributes";
import { plans as wordsEn } from "#content/pricing";
import { plans as wordsEs } from "#content/pricingEs";
import { useNewTabNote } from "./cta-link";

export const PRICING_SOURCE = "pricing_page";

const planIcons = { timer: Timer, chart: ChartColumn, zap: Zap } as const satisfies Record<Plan["icon"], LucideIcon>;

/** Without a heading the section has no title of its own (e.g. under a page's h1). */
export type PricingPlansProps = Partial<SectionHead> & {
  plans: readonly Plan[];
  /** Show the duration toggle and only the chosen duration's plans. */
  groupByDuration?: boolean;
  /** Prices with cents, as "$249.00". */
  showCents?: boolean;
  /** Where the plans sit, for the cta_click event. */
  analyticsSection: string;
  footnote?: string;
  /** Extra classes for the section, e.g. less top padding right under a page intro. */
  className?: string;
};

/** Hides a duration's plans while another is checked; written out so Tailwind finds each class. */
const hiddenUnlessChecked = {
  "7-Day": "group-has-[[value='7-Day']:not(:checked)]/durations:hidden",
  "1-Month": "group-has-[[value='1-Month']:not(:checked)]/durations:hidden",
  "6-Month": "group-has-[[value='6-Month']:not(:checked)]/durations:hidden",
} as const satisfies Record<Duration, string>;

/** `Title` is h3 under the section's h2, h2 when the section has no heading of its own. */
function PlanCard({
  plan,
  showCents,
  section,
  Title,
}: {
  plan: Plan;
  showCents: boolean;
  section: string;
  Title: "h2" | "h3";
}) {
  const Icon = planIcons[plan.icon];
  const pricingCopy = useWords({ en: wordsEn, es: wordsEs });
  const newTabNote = useNewTabNote();
  const url = planSignupUrl(plan);
  const price = (amount: number) => formatPrice(amount, { cents: showCents });
  const discounted = plan.discount !== null && plan.originalPrice > plan.price;
  // What the button reports when clicked, in this order.
  const payload = { plan_title: plan.title, price_id: plan.priceId, price: plan.price };
  const clicks = trackClick(
    ["select_plan", payload],
    ["begin_checkout", payload],
    ["cta_click", { label: plan.cta, section, url, plan_title: plan.title, source: PRICING_SOURCE }],
  );
  return (
    <article
      className={cn(
        "relative flex h-full flex-col rounded-card border bg-surface p-6 shadow-card",
        plan.popular ? "border-primary-700 ring-2 ring-primary-700" : "border-line",
      )}
    >
      {plan.popular ? (
        <Badge tone="accent" className="absolute -top-3.5 left-1/2 -translate-x-1/2 whitespace-nowrap">
          {pricingCopy.popularBadge}
        </Badge>
      ) : null}
      <div className="flex items-center gap-3">
        <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-control bg-primary-100 text-primary-700">
          <Icon aria-hidden="true" className="size-6" />
        </span>
        <div className="min-w-0">
          <Title className="text-lg font-semibold text-ink">{plan.title}</Title>
          <p className="text-sm text-muted">{plan.subtitle}</p>
        </div>
      </div>
      <p className="mt-5 flex flex-wrap items-baseline gap-x-2 gap-y-1">
        <span className="text-4xl font-bold tracking-tight text-ink">{price(plan.price)}</span>
        {discounted ? (
          <>
            <s className="text-lg text-muted">
              <span className="sr-only">{pricingCopy.originalPriceLabel} </span>
              {price(plan.originalPrice)}
            </s>
            <Badge tone="success">{plan.discount}</Badge>
          </>
        ) : null}
        {plan.period ? <span className="w-full text-sm text-muted">{plan.period}</span> : null}
      </p>
      <p className="mt-4 text-muted">{plan.description}</p>
      <CheckList items={plan.features} small className="mt-5 flex-1 space-y-2.5" />
      <Button asChild variant={plan.popular ? "primary" : "secondary"} className="mt-6 w-full">
        <a href={url} target="_blank" rel="noopener" {...clicks}>
          {plan.cta}
          <span className="sr-only">
            {" "}
            – {plan.title} {newTabNote}
          </span>
        </a>
      </Button>
    </article>
  );
}

export function PricingPlans({
  plans,
  groupByDuration = false,
  showCents = false,
  analyticsSection,
  footnote,
  ...section
}: PricingPlansProps) {
  const toggleName = useId();
  const lang = useLang();
  const pricingCopy = useWords({ en: wordsEn, es: wordsEs });
  const list = (shown: readonly Plan[]) => (
    <ul className="flex flex-wrap justify-center gap-6 pt-4">
      {shown.map((plan) => (
        <li key={plan.priceId + plan.title} className="w-full sm:w-[calc(50%-0.75rem)] lg:w-[calc(33.333%-1rem)]">
          <PlanCard
            plan={plan}
            showCents={showCents}
            section={analyticsSection}
            Title={section.heading ? "h3" : "h2"}
          />
        </li>
      ))}
    </ul>
  );
  const shownDurations = durations.filter((duration) => plans.some((plan) => plan.duration === duration));
  return (
    <Section {...section}>
      {groupByDuration ? (
        <div className="group/durations">
          <fieldset className="mx-auto flex w-fit max-w-full rounded-full border border-line bg-canvas p-1">
            <legend className="sr-only">{pricingCopy.durationLabel}</legend>
            {shownDurations.map((duration) => (
              <label
                key={duration}
                className="inline-flex min-h-11 cursor-pointer items-center rounded-full px-4 text-sm font-semibold text-muted not-has-checked:hover:text-ink has-checked:bg-primary-700 has-checked:text-white has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-primary-600 sm:px-6"
              >
                <input
                  type="radio"
                  name={toggleName}
                  value={duration}
                  defaultChecked={duration === defaultDuration}
                  className="sr-only"
                />
                {durationName(lang, duration)}
              </label>
            ))}
          </fieldset>
          {shownDurations.map((duration) => (
            <div key={duration} className={cn("mt-8", hiddenUnlessChecked[duration])}>
              {list(plans.filter((plan) => plan.duration === duration))}
            </div>
          ))}
        </div>
      ) : (
        list(plans)
      )}
      {footnote ? <p className="mx-auto mt-8 max-w-2xl text-center text-sm text-muted">{footnote}</p> : null}
    </Section>
  );
}
