// Resolving the audience and tool pages' copy files (schemas in
// app/catalog/content-schemas/audience.ts): a paragraph made of parts becomes
// one text, a part or bullet that is `use: id` becomes the sentence written
// once under the file's `sentences:` (or `bullets:`). Registered in the
// `resolvers` map of content-pages.ts.
import type { z } from "zod";
import type { AudienceContent, audienceContentSchemas } from "../catalog/content-schemas/audience.ts";

type Path = readonly (string | number)[];
type Fail = (at: Path, message: string) => never;
type Schemas = typeof audienceContentSchemas;
type Resolve<Name extends keyof Schemas> = (data: z.output<Schemas[Name]>, fail: Fail) => AudienceContent[Name];

type Part = string | { use: string };

/** The sentence `use` refers to, or an error naming the entry and the pool it is not in. */
function sentence(pool: Readonly<Record<string, string>>, poolName: string, use: string, at: Path, fail: Fail) {
  return pool[use] ?? fail([...at, "use"], `refers to "${use}", which is not under ${poolName}:`);
}

/** A paragraph as one text: its parts joined by a space. */
function paragraph(value: string | readonly Part[], pool: Readonly<Record<string, string>>, at: Path, fail: Fail) {
  if (typeof value === "string") return value;
  return value
    .map((part, index) =>
      typeof part === "string" ? part : sentence(pool, "sentences", part.use, [...at, index], fail),
    )
    .join(" ");
}

export const audienceResolvers: { [Name in keyof Schemas]: Resolve<Name> } = {
  actions: (data) => data,
  about: ({ sentences, ...data }, fail) => ({
    ...data,
    general: {
      ...data.general,
      companyIntro: paragraph(data.general.companyIntro, sentences, ["general", "companyIntro"], fail),
    },
    cps: { ...data.cps, companyIntro: paragraph(data.cps.companyIntro, sentences, ["cps", "companyIntro"], fail) },
  }),
  citycast: (data) => data,
  "for-tutors": ({ sentences, ...data }, fail) => ({
    ...data,
    hero: {
      ...data.hero,
      notice: {
        ...data.hero.notice,
        text: paragraph(data.hero.notice.text, sentences, ["hero", "notice", "text"], fail),
      },
    },
    faq: {
      ...data.faq,
      items: data.faq.items.map(({ question, answer }, index) => ({
        question,
        answer: paragraph(answer, sentences, ["faq", "items", index, "answer"], fail),
      })),
    },
    cta: { ...data.cta, text: paragraph(data.cta.text, sentences, ["cta", "text"], fail) },
  }),
  home: (data) => data,
  "exam-selection": ({ bullets, ...data }, fail) => ({
    ...data,
    cards: Object.fromEntries(
      Object.entries(data.cards).map(([exam, card]) => [
        exam,
        {
          ...card,
          features: card.features.map((item, index) =>
            typeof item === "object" && "use" in item
              ? sentence(bullets, "bullets", item.use, ["cards", exam, "features", index], fail)
              : item,
          ),
        },
      ]),
    ) as AudienceContent["exam-selection"]["cards"],
  }),
  "study-planner": (data) => data,
  "points-calculator": (data) => data,
  events: (data) => data,
};
