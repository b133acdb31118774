import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "#app/lib/cn";

const badgeVariants = cva("inline-flex items-center gap-1 rounded-full px-3 py-1 text-sm font-semibold", {
  variants: {
    tone: {
      primary: "bg-primary-100 text-primary-900",
      accent: "bg-accent-100 text-accent-800",
      success: "bg-success-100 text-success-800",
      neutral: "bg-canvas text-muted ring-1 ring-line",
      danger: "bg-danger-100 text-danger-700",
    },
  },
  defaultVariants: { tone: "primary" },
});

export type BadgeProps = ComponentProps<"span"> & VariantProps<typeof badgeVariants>;

export function Badge({ className, tone, ...props }: BadgeProps) {
  return <span data-slot="badge" className={cn(badgeVariants({ tone }), className)} {...props} />;
}
