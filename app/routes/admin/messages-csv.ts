// /admin/messages.csv: the filtered messages as CSV, by POST with the CSRF token; GET and HEAD answer 405 (decision 030).
import { exportAction, exportByGet } from "#app/server/admin/requests.server";
import { adminRequestDependencies } from "#app/server/http-context.server";
import type { Route } from "./+types/messages-csv";

export function loader() {
  return exportByGet();
}

export async function action({ request, context }: Route.ActionArgs) {
  return exportAction(request, await adminRequestDependencies(context));
}
