// Fields the page-copy schemas share (page-content-schema.ts and the modules
// of this folder), apart so each schema module can import them without an
// import cycle through page-content-schema.ts.
import { z } from "zod";

/** Words shown to a reader: one line of text, no surrounding spaces. */
export const text = z
  .string()
  .trim()
  .min(1, "is empty")
  .refine((value) => !/[\r\n]/.test(value), "must be one line (use `>-` in YAML for a long paragraph)");
