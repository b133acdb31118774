// POST /api/email/sendContact: stores a contact message (docs/product.md, "HTTP API").
import { handleContactRequest } from "#app/server/contact.server";
import { methodNotAllowed } from "#app/server/http.server";
import { answerLeadRequest } from "#app/server/http-context.server";
import type { Route } from "./+types/send-contact";

export function loader() {
  return methodNotAllowed();
}

export function action({ request, context }: Route.ActionArgs) {
  return answerLeadRequest("contact", request, context, handleContactRequest);
}
