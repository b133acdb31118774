// The two panels of a tool page (the points calculator, the study planner): a
// GET form the server can answer without JavaScript, and the result beside it,
// whose heading takes the focus after a submit and whose body is announced.
import type { FormEvent, ReactNode, Ref } from "react";
import { cn } from "#app/lib/cn";

type ToolFormProps = {
  /** Prefix of the ids; the heading is `${id}-form`. */
  id: string;
  action: string;
  heading: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  formRef?: Ref<HTMLFormElement>;
  children: ReactNode;
};

export function ToolForm({ id, action, heading, onSubmit, formRef, children }: ToolFormProps) {
  return (
    <form
      ref={formRef}
      method="get"
      action={action}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={`${id}-form`}
      className="grid gap-6 rounded-card border border-line bg-surface p-6 shadow-card sm:p-8"
    >
      <h2 id={`${id}-form`} className="text-2xl font-bold text-ink">
        {heading}
      </h2>
      {children}
    </form>
  );
}

type ToolResultProps = {
  /** Prefix of the ids; the heading is `${id}-result`, focused after a submit. */
  id: string;
  heading: string;
  className?: string;
  children: ReactNode;
};

export function ToolResult({ id, heading, className, children }: ToolResultProps) {
  return (
    <section
      aria-labelledby={`${id}-result`}
      className={cn("rounded-card border border-line bg-canvas p-6 sm:p-8", className)}
    >
      <h2 id={`${id}-result`} tabIndex={-1} className="text-2xl font-bold text-ink">
        {heading}
      </h2>
      <div aria-live="polite" className="mt-4">
        {children}
      </div>
    </section>
  );
}
