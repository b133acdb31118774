// A short statement a visitor must not miss, set apart with an icon.
import { Info } from "lucide-react";
import { cn } from "#app/lib/cn";

export type NoticeProps = { title: string; text: string; className?: string };

export function Notice({ title, text, className }: NoticeProps) {
  return (
    <aside
      aria-label={title}
      className={cn("flex gap-3 rounded-card border border-line bg-surface p-4 text-left shadow-card", className)}
    >
      <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-700" />
      <p className="text-ink">
        <strong className="font-semibold">{title}</strong> {text}
      </p>
    </aside>
  );
}
