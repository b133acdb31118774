// The shape of content/pages/consent.yml. A lead records the id of the wording it was shown, so each
// published id keeps the SHA-256 of its resolved text below and the build stops when it changes.
import { createHash } from "node:crypto";
import { z } from "zod";
import { type ConsentForm, type ConsentWordingOf, consentWordings } from "../consent.ts";
import { text, texts } from "./fields.ts";

/** The fingerprint of each published wording: never change one, add a version instead. */
const consentFingerprints: Readonly<Record<string, string>> = {
  "newsletter-2026-11": "64011e75d2f9bd8174a5a4bd0efeec994e9773eb3e7e8f34bda0543b67aacd13",
  "contact-2026-11": "b40fd3c47e6ec2c55e697c06001a851c13cb44788c6f585b4bb369e12b75221f",
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
        const published = consentFingerprints[id];
        const actual = fingerprint(wording);
        const problem =
          published === undefined
            ? `has no fingerprint yet: once the wording is final, add "${id}": "${actual}" to consentFingerprints in app/catalog/content-schemas/consent.ts`
            : published !== actual
              ? "is not the text this version was published with: a published wording never changes (leads record what they were shown). Put its text back, and write the new wording as a new version (app/catalog/consent.ts)"
              : undefined;
        if (problem) context.addIssue({ code: "custom", path: [form, id], message: problem });
      }
    }
  });
