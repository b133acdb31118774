// GET /api/templates?test=TOEFL: at most 50 templates of one test type, from the configured search provider.
import { answerTemplatesRequest } from "#app/server/templates.server";
import type { Route } from "./+types/templates";

export function loader({ request }: Route.LoaderArgs) {
  return answerTemplatesRequest(request);
}
