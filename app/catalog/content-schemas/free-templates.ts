// The shape of content/pages/free-templates.yml.
import { z } from "zod";
import { sentenceWith, text, texts } from "./fields.ts";

export const freeTemplatesFile = z.strictObject({
  text: z.strictObject({
    ...texts("testTypesLabel searchLabel searchPlaceholder loading loadFailed"),
    comingSoon: sentenceWith("test"),
    noMatch: sentenceWith("query"),
    caption: sentenceWith("test"),
    columns: z.strictObject({ name: text, description: text, perfectFor: text, link: text }),
    ...texts("openLink opensInNewTab backToTemplates perfectForLabel testLabel"),
    pageTitle: sentenceWith("name", "test"),
  }),
});
