// GET /api/templates?test=TOEFL: the templates of one test type, at most 50
// (docs/product.md, "HTTP API"), from the configured search provider.
import { answerTemplatesRequest } from "#app/server/templates.server";
import type { Route } from "./+types/templates";

export function loader({ request }: Route.LoaderArgs) {
  return answerTemplatesRequest(request);
}
