// An exam page's opening block; the cards around the picture repeat what the page says below, so phones skip them.
import { CircleCheck } from "lucide-react";
import type { ReactNode } from "react";
import type { ExamPageConfig } from "#app/catalog/exam-page/exam-pages";
import { Badge } from "#app/components/ui/badge";
import { cn } from "#app/lib/cn";

export type ExamHeroProps = {
  config: Pick<
    ExamPageConfig,
    "badgeText" | "titleLines" | "description" | "stats" | "featureCards" | "bottomFeatures" | "panel"
  >;
  /** Buttons and links under the text. */
  actions?: ReactNode;
  /** Names the stats, the small cards and the strip for assistive technology. */
  labels: { statsLabel: string; highlightsLabel: string; featuresLabel: string };
};

// On wide screens the cards sit on the picture's corners, over its padding.
const positions: Record<ExamPageConfig["featureCards"][number]["position"], string> = {
  "top-left": "lg:-left-10 lg:-top-6",
  "top-right": "lg:-right-8 lg:top-6",
  "bottom-left": "lg:-bottom-8 lg:-left-6",
};

export function ExamHero({ config, actions, labels }: ExamHeroProps) {
  const { badgeText, titleLines, description, stats, featureCards, bottomFeatures, panel } = config;
  const statList = [
    { value: stats.price, label: stats.priceLabel },
    { value: stats.stat2, label: stats.stat2Label },
    { value: stats.stat3, label: stats.stat3Label },
  ];
  return (
    <div className="bg-gradient-to-b from-primary-50 to-surface">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 pt-14 pb-10 sm:pt-20 lg:grid-cols-[1.1fr_1fr] lg:gap-16">
        <div className="min-w-0">
          <Badge tone="primary">{badgeText}</Badge>
          <h1 className="mt-4 text-4xl font-bold tracking-tight text-ink text-balance sm:text-5xl">
            {titleLines.map((line, index) => (
              <span key={line.text} className={cn("block", line.highlight && "text-primary-700")}>
                {index > 0 ? " " : null}
                {line.text}
              </span>
            ))}
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-muted text-pretty">{description}</p>
          {actions ? <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">{actions}</div> : null}
          <dl aria-label={labels.statsLabel} className="mt-10 grid grid-cols-3 gap-3 border-t border-line pt-6">
            {statList.map((stat) => (
              <div key={stat.label} className="flex min-w-0 flex-col-reverse justify-end">
                <dt className="text-sm text-muted">{stat.label}</dt>
                <dd className="text-xl font-bold tracking-tight text-ink sm:text-3xl">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div className="relative min-w-0 lg:mx-8 lg:my-10">
          <div className="rounded-card border border-line bg-surface p-6 shadow-raised sm:p-8 lg:px-10 lg:pt-32 lg:pb-24">
            <p className="text-lg font-semibold text-ink">{panel.title}</p>
            <ol className="mt-4 space-y-3">
              {panel.items.map((item) => (
                <li key={item.label} className="flex items-center gap-3 rounded-control bg-canvas px-4 py-3">
                  <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-success-800" />
                  <span className="min-w-0">
                    <span className="block font-medium text-ink">{item.label}</span>
                    <span className="block text-sm text-muted">{item.detail}</span>
                  </span>
                </li>
              ))}
            </ol>
          </div>
          <ul aria-label={labels.highlightsLabel} className="mt-4 hidden gap-3 sm:grid sm:grid-cols-3 lg:mt-0 lg:block">
            {featureCards.map(({ icon: Icon, title, subtitle, position }) => (
              <li
                key={position}
                className={cn(
                  "flex items-center gap-3 rounded-card border border-line bg-surface p-3 shadow-card lg:absolute lg:w-56 lg:shadow-raised",
                  positions[position],
                )}
              >
                <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-control bg-primary-100 text-primary-700">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <span className="min-w-0">
                  <span className="block text-sm font-semibold text-ink">{title}</span>
                  <span className="block text-sm text-muted">{subtitle}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-line bg-surface">
        <ul
          aria-label={labels.featuresLabel}
          className="mx-auto flex max-w-6xl flex-wrap justify-center gap-x-8 gap-y-3 px-4 py-5"
        >
          {bottomFeatures.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-center gap-2 text-sm font-medium text-ink">
              <Icon aria-hidden="true" className="size-5 text-primary-700" />
              {text}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
