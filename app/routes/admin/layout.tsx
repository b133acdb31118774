// Every /admin route: never indexed or cached, a refusal shows its reason; never hydrates (decision 030).
import { isRouteErrorResponse, Outlet, useRouteError } from "react-router";
import { adminPaths, adminWords } from "#app/catalog/admin/admin";
import { AdminNotice, TextLink } from "#app/components/admin/admin-shell";
import { adminHeaders } from "#app/server/admin/requests.server";

export const headers = () => adminHeaders;

// The child routes export no meta, so React Router uses this one for every /admin page.
export const meta = () => [
  { title: adminWords.title },
  { name: "description", content: adminWords.description },
  { name: "robots", content: "noindex, nofollow" },
];

export default function AdminLayout() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  // A refusal carries its reason as `data({ message })` (requests.server.ts).
  const message: string | undefined = isRouteErrorResponse(error) ? error.data?.message : undefined;
  return (
    <AdminNotice heading={adminWords.nav.label} text={message ?? adminWords.unavailable}>
      <TextLink href={adminPaths.overview}>{adminWords.nav.overview}</TextLink>
    </AdminNotice>
  );
}
