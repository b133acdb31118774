// Every /admin route: never indexed or cached, a refusal shows its reason; never hydrates (decision 030).
import { isRouteErrorResponse, Outlet, useRouteError } from "react-router";
import { adminPaths, adminWords } from "#app/catalog/admin/admin";
import { AdminNotice } from "#app/components/admin/admin-shell";
import { adminHeaders } from "#app/server/admin/requests.server";

export const headers = () => adminHeaders;

export default function AdminLayout() {
  return <Outlet />;
}

function messageOf(data: unknown): string | undefined {
  return typeof data === "object" && data !== null && "message" in data && typeof data.message === "string"
    ? data.message
    : undefined;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error) ? messageOf(error.data) : undefined;
  return (
    <AdminNotice heading={adminWords.nav.label} text={message ?? adminWords.unavailable}>
      <a className="font-medium text-primary-700 underline" href={adminPaths.overview}>
        {adminWords.nav.overview}
      </a>
    </AdminNotice>
  );
}
