// The catalog of every analytics event and its payload. Types come from these schemas; the schemas themselves are
// loaded only in development, to check each event before it is sent (docs/analytics.md lists them).
import { z } from "zod";

const utmFields = {
  utm_source: z.string().optional(),
  utm_medium: z.string().optional(),
  utm_campaign: z.string().optional(),
};

export const eventSchemas = {
  /** A plan button on a pricing view. */
  select_plan: z.object({ plan_title: z.string(), price_id: z.string(), price: z.number() }),
  begin_checkout: z.object({ plan_title: z.string(), price_id: z.string(), price: z.number() }),
  /** A link to one of our social profiles. */
  social_click: z.object({ network: z.string(), url: z.url() }),
  /** A call to action: label, where it sits and where it goes. */
  cta_click: z.object({
    label: z.string(),
    section: z.string(),
    url: z.string(),
    plan_title: z.string().optional(),
    source: z.string().optional(),
  }),
  /** The first time a visitor opens an FAQ item on a page. */
  faq_expand: z.object({ question: z.string(), page: z.string() }),
  /** A landing page was viewed, with the campaign that brought the visitor. */
  landing_page_view: z.object({ page: z.string(), ...utmFields }),
  /** Sent when utm_source, utm_medium and utm_campaign are all present. */
  utm_tracking: z.object({
    page: z.string(),
    utm_source: z.string(),
    utm_medium: z.string(),
    utm_campaign: z.string(),
    utm_term: z.string().optional(),
    utm_content: z.string().optional(),
  }),
  pricing_view: z.object({ page: z.string(), utm_source: z.string() }),
  contact_form_start: z.object({ page: z.string() }),
  contact_form_submit: z.object({ page: z.string(), outcome: z.enum(["sent", "invalid", "failed"]) }),
  start_diagnostic: z.object({ test: z.string(), url: z.string() }),
  newsletter_subscribe: z.object({ page: z.string(), outcome: z.enum(["subscribed", "invalid", "failed"]) }),
  /** The points calculator showed a total (once per page view). Never the percentiles or grades. */
  points_calculate: z.object({ exam: z.literal("cps") }),
  /** The study planner showed a plan (once per page view): the exam only, never the date. */
  study_plan_create: z.object({ exam: z.string() }),
  /** "Add to calendar" on the study planner. */
  study_plan_download: z.object({ exam: z.string() }),
} as const;

export type EventName = keyof typeof eventSchemas;
export type EventPayload<Name extends EventName> = z.infer<(typeof eventSchemas)[Name]>;
