// The shape of content/pages/consent.yml. A lead records the id of the wording it was shown (and the language of its
// page), so each published id keeps the SHA-256 of its resolved text in each language below, and the build stops when
// one changes. The Spanish file (content/pages/es/consent.yml) is checked by this schema too.
import { createHash } from "node:crypto";
import { z } from "zod";
import type { Lang } from "../../lib/lang.ts";
import { type ConsentForm, type ConsentWordingOf, consentWordings } from "../consent.ts";
import { text, texts } from "./fields.ts";

/** The fingerprint of each published wording, in each language it was shown in: never change one, add a version. */
const consentFingerprints: Readonly<Record<string, Readonly<Partial<Record<Lang, string>>>>> = {
  "newsletter-2026-11": {
    en: "64011e75d2f9bd8174a5a4bd0efeec994e9773eb3e7e8f34bda0543b67aacd13",
    es: "96ad4ae06ec0868dcf9cee2cb26397d0c98bad30a0dba5bf9e6afa4bd5265067",
  },
  "contact-2026-11": {
    en: "b40fd3c47e6ec2c55e697c06001a851c13cb44788c6f585b4bb369e12b75221f",
    es: "6b65ff1759b245d7fef5a478051b6ad5bd1a6a73fadf85effe9988d88156cde1",
  },
};

const fingerprint = (wording: string) => createHash("sha256").update(wording).digest("hex");

const idsOf = (form: ConsentForm) =>
  Object.entries(consentWordings)
    .filter(([, wording]) => wording.form === form)
    .map(([id]) => id);

/** Every wording of `form`, by id: each id of app/catalog/consent.ts, and no other. */
function wordingsOf<Form extends ConsentForm>(form: Form) {
  return z.record(z.string(), text).superRefine((wordings, context) => {
    const known = idsOf(form);
    for (const id of Object.keys(wordings)) {
      if (!known.includes(id)) {
        context.addIssue({
          code: "custom",
          path: [id],
          message: `is not a ${form} consent version (known: ${known.join(", ")}); a new version is added to app/catalog/consent.ts first`,
        });
      }
    }
    for (const id of known) {
      if (!(id in wordings)) {
        context.addIssue({
          code: "custom",
          path: [id],
          message: "is missing: a published wording stays in the file, as leads refer to it",
        });
      }
    }
  }) as unknown as z.ZodType<Record<ConsentWordingOf<Form>, string>>;
}

/** Each published wording, checked against its fingerprint: the text its leads were shown. */
export const consentFile = z
  .strictObject({
    contact: wordingsOf("contact"),
    newsletter: wordingsOf("newsletter"),
    /** The analytics consent banner, drawn by the page script (app/page-script/consent.ts). */
    cookieBanner: z.strictObject({
      footerLink: text,
      title: text,
      text,
      ...texts("policyLink accept refuse gpcTitle gpcText close"),
    }),
  })
  .superRefine((data, context) => {
    for (const form of ["contact", "newsletter"] as const) {
      for (const [id, wording] of Object.entries<string>(data[form])) {
        const published = Object.values(consentFingerprints[id] ?? {});
        const actual = fingerprint(wording);
        const problem =
          published.length === 0
            ? `has no fingerprint yet: once the wording is final, add "${id}": { en: "${actual}" } to consentFingerprints in app/catalog/content-schemas/consent.ts`
            : !published.includes(actual)
              ? `is not the text this version was published with: a published wording never changes (leads record what they were shown). Put its text back, and write the new wording as a new version (app/catalog/consent.ts); a first translation of it is published by adding its fingerprint (${actual}) under its language`
              : undefined;
        if (problem) context.addIssue({ code: "custom", path: [form, id], message: problem });
      }
    }
  });
