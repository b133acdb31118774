// GET /admin/messages.csv?…: the filtered messages as CSV (401 without a session).
import { exportAnswer } from "#app/server/admin/requests.server";
import { adminRequestDependencies } from "#app/server/http-context.server";
import type { Route } from "./+types/messages-csv";

export async function loader({ request, context }: Route.LoaderArgs) {
  return exportAnswer(request, await adminRequestDependencies(context));
}
