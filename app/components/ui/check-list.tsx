// A list of points, each ticked with a check mark (plan features, what an offer includes).
import { Check } from "lucide-react";
import { cn } from "#app/lib/cn";

export function CheckList({
  items,
  small = false,
  className,
}: {
  items: readonly string[];
  small?: boolean;
  className: string;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className={cn("flex gap-2.5 text-ink", small && "text-sm")}>
          <Check aria-hidden="true" className={cn("size-4 shrink-0 text-success-800", small ? "mt-0.5" : "mt-1")} />
          {item}
        </li>
      ))}
    </ul>
  );
}
