// A tool page's GET form the server answers, and its result, whose heading takes the focus after a submit.
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { Button } from "#app/components/ui/button";
import { cn } from "#app/lib/cn";

type Outcome = { kind: "empty" | "invalid" | "valid" };

/** A tool's fields, checked as typed and kept in the address; a missing field is flagged only after a submit. */
export function useToolFields<Fields, Result extends Outcome>(options: {
  action: string;
  initialFields: Fields;
  evaluate: (fields: Fields) => Result;
  query: (fields: Fields) => string;
  onFirstValid: (outcome: Result) => void;
}) {
  const { action, evaluate, query, onFirstValid } = options;
  const id = useId();
  const [fields, setFields] = useState(options.initialFields);
  const outcome = evaluate(fields);
  const [attempted, setAttempted] = useState(() => evaluate(options.initialFields).kind === "invalid");
  const changed = useRef(false);
  const reported = useRef(false);

  useEffect(() => {
    if (!changed.current) return;
    const search = query(fields);
    window.history.replaceState(window.history.state, "", search ? `${action}?${search}` : action);
  }, [fields, action, query]);

  useEffect(() => {
    if (outcome.kind !== "valid" || reported.current) return;
    reported.current = true;
    onFirstValid(outcome);
  });

  return {
    /** Prefix of the ids of the panels and fields. */
    id,
    fields,
    outcome,
    attempted,
    update(change: (current: Fields) => Fields) {
      changed.current = true;
      setFields(change);
    },
    /** The error to show for a field holding `value`. */
    shown: (error: string | undefined, value: string) => (attempted || value.trim() !== "" ? error : undefined),
    /** With JavaScript the result is already on screen: a submit only reveals what is missing. */
    submit(event: FormEvent<HTMLFormElement>) {
      event.preventDefault();
      setAttempted(true);
      const missing = event.currentTarget.querySelector<HTMLElement>("[aria-invalid='true'], [data-missing='true']");
      ((outcome.kind === "invalid" && missing) || document.getElementById(`${id}-result`))?.focus();
    },
  };
}

type ToolFormProps = {
  /** Prefix of the ids; the heading is `${id}-form`. */
  id: string;
  action: string;
  heading: string;
  /** The words of the submit button, which ends the form. */
  submit: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
};

export function ToolForm({ id, action, heading, submit, onSubmit, children }: ToolFormProps) {
  return (
    <form
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
      <Button type="submit" className="justify-self-start">
        {submit}
      </Button>
    </form>
  );
}

type ToolResultProps = {
  /** Prefix of the ids; the heading is `${id}-result`, focused after a submit. */
  id: string;
  heading: string;
  className?: string;
  /** Shown until there is a result. */
  waiting: string;
  children: ReactNode;
};

export function ToolResult({ id, heading, className, waiting, children }: ToolResultProps) {
  return (
    <section
      aria-labelledby={`${id}-result`}
      className={cn("rounded-card border border-line bg-canvas p-6 sm:p-8", className)}
    >
      <h2 id={`${id}-result`} tabIndex={-1} className="text-2xl font-bold text-ink">
        {heading}
      </h2>
      <div aria-live="polite" className="mt-4">
        {children ?? <p className="text-muted">{waiting}</p>}
      </div>
    </section>
  );
}
