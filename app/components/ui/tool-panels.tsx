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
    action,
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

type ToolPanelsProps = {
  tool: Pick<ReturnType<typeof useToolFields<unknown, Outcome>>, "id" | "action" | "outcome" | "attempted" | "submit">;
  copy: Record<"formHeading" | "submit" | "resultHeading" | "emptyResult" | "invalidResult", string>;
  /** The grid's columns, and the result panel's own classes. */
  className: string;
  resultClassName?: string;
  /** The form's fields. */
  children: ReactNode;
  /** Shown once the fields are valid (null before): until then the empty or invalid note. */
  result: ReactNode;
};

/** The form (its fields, then the submit button) beside the result panel, whose heading is `${id}-result`. */
export function ToolPanels({ tool, copy, className, resultClassName, children, result }: ToolPanelsProps) {
  const { id, outcome, attempted } = tool;
  return (
    <div className={cn("grid gap-8 lg:items-start", className)}>
      <form
        method="get"
        action={tool.action}
        noValidate
        onSubmit={tool.submit}
        aria-labelledby={`${id}-form`}
        className="grid gap-6 rounded-card border border-line bg-surface p-6 shadow-card sm:p-8"
      >
        <h2 id={`${id}-form`} className="text-2xl font-bold text-ink">
          {copy.formHeading}
        </h2>
        {children}
        <Button type="submit" className="justify-self-start">
          {copy.submit}
        </Button>
      </form>
      <section
        aria-labelledby={`${id}-result`}
        className={cn("rounded-card border border-line bg-canvas p-6 sm:p-8", resultClassName)}
      >
        <h2 id={`${id}-result`} tabIndex={-1} className="text-2xl font-bold text-ink">
          {copy.resultHeading}
        </h2>
        <div aria-live="polite" className="mt-4">
          {result ?? (
            <p className="text-muted">
              {outcome.kind === "invalid" && attempted ? copy.invalidResult : copy.emptyResult}
            </p>
          )}
        </div>
      </section>
    </div>
  );
}
