// POST /admin/sign-out: ends this session or all of the admin's, then the sign-in page.
import { redirect } from "react-router";
import { adminPaths } from "#app/catalog/admin/admin";
import { signOutAction } from "#app/server/admin/requests.server";
import { adminRequestDependencies } from "#app/server/http-context.server";
import type { Route } from "./+types/sign-out";

export function loader() {
  return redirect(adminPaths.overview, 303);
}

export async function action({ request, context }: Route.ActionArgs) {
  return signOutAction(request, await adminRequestDependencies(context));
}
