// Page copy through the checks content-collections runs on a file
// (content-collections.ts): its parser, then its schema. For unit tests
// that change one line of a file; a schema error reads as the library prints
// it ("- home,0,answer: is missing"), so tests assert the words a writer sees.
import { type PageContent, parseYaml, readableSchema } from "#app/catalog/content-schemas/resolve";
import { type PageContentName, pageContentSchemas } from "#app/catalog/page-content-schema";

export function checkPageCopy<Name extends PageContentName>(name: Name, source: string): PageContent[Name] {
  const file = `content/pages/${name}.yml`;
  const result = readableSchema(pageContentSchemas[name])["~standard"].validate(parseYaml(source, true));
  if (result instanceof Promise) throw new Error("page-copy schemas are synchronous");
  if (result.issues) {
    const issues = result.issues.map((issue) => `- ${issue.path?.join(",") ?? ""}: ${issue.message}`);
    throw new Error(`Validation failed on ${file}:\n${issues.join("\n")}`);
  }
  if (typeof result.value !== "object" || result.value === null) throw new Error(`${file} is not a map of fields`);
  return result.value as PageContent[Name];
}
