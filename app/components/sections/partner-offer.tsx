// A partner page's featured offer: one product with its price, what it includes and its actions.
import { type ReactNode, useId } from "react";
import { Badge } from "#app/components/ui/badge";
import { CheckList } from "#app/components/ui/check-list";

export type PartnerOfferProps = {
  badge?: string;
  title: string;
  text: string;
  price: { value: string; label: string };
  features: readonly string[];
  /** Buttons under the card's list. */
  actions?: ReactNode;
};

export function PartnerOffer({ badge, title, text, price, features, actions }: PartnerOfferProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="rounded-card border border-line bg-surface p-6 shadow-raised sm:p-8">
      {badge ? <Badge tone="accent">{badge}</Badge> : null}
      <h2 id={titleId} className="mt-3 text-2xl font-bold text-ink">
        {title}
      </h2>
      <p className="mt-2 text-muted">{text}</p>
      <p className="mt-5 flex flex-wrap items-baseline gap-x-2">
        <span className="text-4xl font-bold tracking-tight text-ink">{price.value}</span>
        <span className="text-muted">{price.label}</span>
      </p>
      <CheckList items={features} className="mt-5 space-y-2.5" />
      {actions ? <div className="mt-6 flex flex-col gap-3">{actions}</div> : null}
    </section>
  );
}
