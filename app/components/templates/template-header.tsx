import { ArrowLeft } from "lucide-react";
import { templateText as text } from "#app/catalog/templates/template-text";
import { Badge } from "#app/components/ui/badge";

/** The top of one template's page: its test, name (the h1), summary and who it is for. */
export function TemplateHeader({
  template,
}: {
  template: { name: string; description: string; perfectFor: string; test: string };
}) {
  return (
    <header className="bg-gradient-to-b from-primary-50 to-surface">
      <div className="mx-auto max-w-3xl px-4 pt-10 pb-8 sm:pt-14">
        <a
          href="/free-templates"
          className="inline-flex items-center gap-2 text-sm font-semibold text-primary-700 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {text.backToTemplates}
        </a>
        <p className="mt-6">
          <Badge>{template.test}</Badge>
        </p>
        <h1 className="mt-3 text-3xl font-bold tracking-tight text-ink text-balance sm:text-4xl">{template.name}</h1>
        <p className="mt-4 text-lg text-muted text-pretty">{template.description}</p>
        <p className="mt-4 text-base text-ink">
          <span className="font-semibold">{text.perfectForLabel}:</span> {template.perfectFor}
        </p>
      </div>
    </header>
  );
}
