// POST /api/newsletter: subscribes an address (docs/product.md, "HTTP API").
import { methodNotAllowed } from "#app/server/http.server";
import { answerLeadRequest } from "#app/server/http-context.server";
import { handleNewsletterRequest } from "#app/server/newsletter.server";
import type { Route } from "./+types/newsletter";

export function loader() {
  return methodNotAllowed();
}

export function action({ request, context }: Route.ActionArgs) {
  return answerLeadRequest("newsletter", request, context, handleNewsletterRequest);
}
