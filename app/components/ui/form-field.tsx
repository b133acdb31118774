// A labelled control with its hint and error, apart from the contact form so the calculators skip its validation.
import type { ReactNode } from "react";

export const fieldClass =
  "block w-full rounded-control border border-line bg-surface px-3 py-2.5 text-base text-ink placeholder:text-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 aria-invalid:border-danger-700";

type FieldProps = {
  id: string;
  label: string;
  hint?: string;
  /** A running count under the control ("120 of 5,000 characters"); part of its description, not a live region. */
  counter?: string;
  error?: string;
  /** Draws the control with the id, aria-invalid and aria-describedby that tie it to the label, hint and error. */
  children: (control: {
    id: string;
    "aria-invalid": true | undefined;
    "aria-describedby": string | undefined;
  }) => ReactNode;
};

/** A label, the control, an optional hint and the field's error, tied together for assistive technology. */
export function FormField({ id, label, hint, counter, error, children }: FieldProps) {
  const notes = (
    [
      ["hint", hint, "text-muted"],
      ["counter", counter, "text-muted tabular-nums"],
      ["error", error, "font-medium text-danger-700"],
    ] as const
  ).filter(([, text]) => text);
  const describedBy = notes.map(([kind]) => `${id}-${kind}`).join(" ") || undefined;
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="font-medium text-ink">
        {label}
      </label>
      {children({ id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy })}
      {notes.map(([kind, text, className]) => (
        <p key={kind} id={`${id}-${kind}`} className={`text-sm ${className}`}>
          {text}
        </p>
      ))}
    </div>
  );
}
