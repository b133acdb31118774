// Every regular expression the server applies to what a request carries
// (body fields, query, path, headers, and stored leads shown or exported) runs
// in linear time: a ReDoS checker (recheck) finds no input that makes one
// super-linear (docs/decisions/035-no-request-holds-the-event-loop.md).
// A new pattern on request data belongs in this list.
import { check } from "recheck";
import { expect, test } from "vitest";
import * as zod from "zod";
import * as zodMini from "zod/mini";
import { invisibleCharacters } from "#app/lib/attribution";
import { wholeNumberPattern } from "#app/lib/cps-points";
import { landingPattern, referrerPattern, touchSchema } from "#app/lib/forms/attribution-schema";
import {
  bidiControls,
  controlCharacters,
  messageControlCharacters,
  unpairedSurrogate,
} from "#app/lib/forms/contact-schema";
import { isoPattern } from "#app/lib/study-plan";
import { dayPattern, likeSpecials, uuidPattern } from "./admin/inbox.server";
import { controlInPath, hostPattern, pathEnd } from "./edge.server";
import { messageWord } from "./http.server";
import { controlsButLineBreaks, escapeSequences, formulaStart, lineBreaksAndTabs } from "./lead-inbox.server";
import { htmlSpecials, whitespaceRuns } from "./mailer.server";
import { subscriberIdPattern, tokenPattern } from "./newsletter.server";
import { dataSuffix, trackingParameter } from "./precompressed.server";
import { addressWithPort, bracketedAddress } from "./rate-limit.server";

/** The pattern zod put into a string format schema (`z.iso.datetime()`), read from the schema itself. */
function formatPattern(schema: { _zod: { def: { pattern?: RegExp } } }): RegExp {
  const pattern = schema._zod.def.pattern;
  if (!pattern) throw new Error("The schema has no pattern");
  return pattern;
}

const patterns: Record<string, RegExp> = {
  // The contact and newsletter forms (app/lib/forms/contact-schema.ts), the admin sign-in address (zod's email).
  "contact: control characters in a name or address": controlCharacters,
  "contact: control characters in a message": messageControlCharacters,
  "contact: bidi controls": bidiControls,
  "contact: unpaired surrogates": unpairedSurrogate,
  "contact and newsletter: email address (zod/mini)": zodMini.regexes.email,
  "admin sign-in: email address (zod)": zod.regexes.email,
  // What a form sends of where its visitor came from.
  "attribution: invisible characters": invisibleCharacters,
  "attribution: referring site": referrerPattern,
  "attribution: landing page": landingPattern,
  "attribution: time of a landing": formatPattern(touchSchema.shape.at),
  // What every request meets first: Host, path and query (edge.server.ts, precompressed.server.ts).
  "edge: Host": hostPattern,
  "edge: end of the path": pathEnd,
  "edge: control characters in the path": controlInPath,
  "pages: a page's data request": dataSuffix,
  "rate limits: a bracketed forwarded address": bracketedAddress,
  "rate limits: a forwarded IPv4 address with its port": addressWithPort,
  "pages: campaign parameters of a query": trackingParameter,
  // Query parameters of the pages that compute from them.
  "points calculator: a percentile": wholeNumberPattern,
  "study planner: a date": isoPattern,
  // Newsletter links and the lead inbox's filters.
  "newsletter: confirmation token": tokenPattern,
  "newsletter: subscriber id": subscriberIdPattern,
  "inbox: a day of the date filter": dayPattern,
  "inbox: search text in an ILIKE pattern": likeSpecials,
  "inbox: a message id": uuidPattern,
  // Stored leads as mailed, printed and exported; error messages that may quote them.
  "mail: runs of white space in a name": whitespaceRuns,
  "mail: HTML specials": htmlSpecials,
  "export: escape sequences": escapeSequences,
  "export: control characters": controlsButLineBreaks,
  "export: line breaks and tabs": lineBreaksAndTabs,
  "export: a formula's first character": formulaStart,
  "logs: words of an error message": messageWord,
};

test.each(Object.entries(patterns))(
  "%s runs in linear time: %s",
  async (_name, pattern) => {
    const diagnostics = await check(pattern.source, pattern.flags);
    const attack = diagnostics.status === "vulnerable" ? diagnostics.attack.pattern : undefined;
    expect({ status: diagnostics.status, attack }).toEqual({ status: "safe", attack: undefined });
  },
  60_000,
);

test("a pattern with nested quantifiers is found out: the checker is not waving everything through", async () => {
  const diagnostics = await check(/<\s*\/?\s*[a-z!][^>]*>/.source, "i");
  expect(diagnostics.status).toBe("vulnerable");
});
