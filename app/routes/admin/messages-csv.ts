// /admin/messages.csv?…: the filtered messages as CSV, by POST with the
// session's CSRF token (the messages page's export button); GET and HEAD
// answer 405 and write nothing (docs/decisions/030-admin-inbox.md).
import { exportAction, exportByGet } from "#app/server/admin/requests.server";
import { adminRequestDependencies } from "#app/server/http-context.server";
import type { Route } from "./+types/messages-csv";

export function loader() {
  return exportByGet();
}

export async function action({ request, context }: Route.ActionArgs) {
  return exportAction(request, await adminRequestDependencies(context));
}
