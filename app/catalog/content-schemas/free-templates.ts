// The shape of content/pages/free-templates.yml: the words of /free-templates
// and of each template's page. Registered in app/catalog/page-content-schema.ts.
// Relative imports only.
import { z } from "zod";
import { sentenceWith, text } from "./fields.ts";

export const freeTemplatesFile = z.strictObject({
  text: z.strictObject({
    testTypesLabel: text,
    searchLabel: text,
    searchPlaceholder: text,
    loading: text,
    loadFailed: text,
    comingSoon: sentenceWith("test"),
    noMatch: sentenceWith("query"),
    caption: sentenceWith("test"),
    columns: z.strictObject({ name: text, description: text, perfectFor: text, link: text }),
    openLink: text,
    opensInNewTab: text,
    backToTemplates: text,
    perfectForLabel: text,
    testLabel: text,
    pageTitle: sentenceWith("name", "test"),
  }),
});
