// The shape of content/pages/admin.yml: the words of the lead inbox at /admin.
import { z } from "zod";
import { headed, sentenceWith, texts } from "./fields.ts";

/** A count said for one and for more (`{count} message`, `{count} messages`). */
const counted = z.strictObject({ one: sentenceWith("count"), other: sentenceWith("count") });

export const adminFile = z.strictObject({
  ...texts("title description forbidden unavailable"),
  nav: z.strictObject(texts("label overview messages subscribers audit")),
  signIn: z.strictObject({ ...texts("heading intro email button invalid tooMany"), sent: headed }),
  verify: z.strictObject({ ...texts("heading text button again"), refused: headed, tooMany: headed }),
  signOut: z.strictObject(texts("button everywhere")),
  overview: z.strictObject(texts("heading counts latest all charts")),
  messages: z.strictObject({
    ...texts("heading filters search status anyStatus from to campaign apply reset export exportByPost none"),
    ...texts("previous next badFilter language anyLanguage"),
    page: sentenceWith("page", "pages"),
    total: counted,
    columns: z.strictObject(texts("received status name email language campaign")),
  }),
  message: z.strictObject({
    ...texts(
      "crm crmNone back notFound badId sender text page language delivery status attempts lastError received sent",
    ),
    ...texts("nextAttempt attribution firstTouch lastTouch noAttribution requeue requeued notFailed forget"),
  }),
  forget: z.strictObject({
    ...texts("heading confirm cancel invalid"),
    ask: sentenceWith("email"),
    done: sentenceWith("messages", "subscriptions"),
    messages: counted,
    subscriptions: counted,
  }),
  subscribers: z.strictObject({
    ...texts("heading none"),
    columns: z.strictObject(texts("signedUp status email page language cameFrom")),
  }),
  audit: z.strictObject({
    actions: z.strictObject(texts("sign-in sign-out sign-out-everywhere export requeue delete-person")),
    ...texts("heading intro none"),
    columns: z.strictObject(texts("at admin action detail")),
  }),
  statuses: z.strictObject(texts("queued sending sent failed spam")),
  subscriberStatuses: z.strictObject(texts("pending confirmed unsubscribed")),
  /** The languages of the pages leads are sent from (app/lib/lang.ts), by code. */
  languages: z.strictObject(texts("en es")),
  mail: z.strictObject(texts("subject text button notYou")),
  charts: z.strictObject({
    ...texts("empty showNumbers day leads leadsTitle confirmationsTitle failuresTitle sourcesTitle campaignsTitle"),
    ...texts("noFailures"),
    scale: sentenceWith("top"),
    series: z.strictObject(texts("contacts signUps confirmations deliveryFailures")),
    one: z.strictObject(texts("contacts signUps confirmations deliveryFailures leads")),
  }),
});
