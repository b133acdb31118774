import { type Exam, sectionLabel } from "#app/catalog/exams";
import { checkedLabel } from "#app/catalog/fact-sources";
import { SourceLink } from "#app/components/sections/source-link";
import { guide as guideLabels } from "#content/contentLabels";

/** The format of an exam from the catalog: sections, questions, time, score scale, and when and where it was checked. */
export function ArticleExamFacts({ exam }: { exam: Exam }) {
  return (
    <section aria-labelledby="exam-facts" className="rounded-card border border-line bg-canvas p-5">
      <h2 id="exam-facts" className="text-lg font-semibold text-ink">
        {guideLabels.atAGlance}
      </h2>
      <p className="mt-1 text-sm text-muted">{exam.fullName}</p>
      <table className="mt-4 w-full text-left text-sm">
        <thead>
          <tr className="text-muted">
            {[guideLabels.section, guideLabels.questions, guideLabels.time].map((label) => (
              <th key={label} scope="col" className="py-1 pr-2 font-medium last:pr-0">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {exam.sections.map((section) => (
            <tr key={section.name} className="border-t border-line align-top">
              <th scope="row" className="py-2 pr-2 font-medium text-ink">
                {sectionLabel(section)}
              </th>
              <td className="py-2 pr-2">{section.questions}</td>
              <td className="py-2">{section.minutes}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="mt-4 border-t border-line pt-4 text-sm">
        <dt className="text-muted">{guideLabels.scale}</dt>
        <dd className="font-medium text-ink">{exam.scale}</dd>
      </dl>
      <p className="mt-3 text-sm text-muted">
        <time dateTime={exam.format.checkedOn}>{checkedLabel(exam.format)}</time>
        {" · "}
        <SourceLink source={exam.format.source}>
          {guideLabels.source}
          <span className="sr-only">: {exam.format.source.title}</span>
        </SourceLink>
      </p>
    </section>
  );
}
