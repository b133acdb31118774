// The frame of every signed-in /admin page: navigation, who is signed in, the sign-out buttons, the page.
import type { ComponentProps, ReactNode } from "react";
import { adminPaths, adminWords } from "#app/catalog/admin/admin";
import { Button } from "#app/components/ui/button";

/** The hidden field that carries the session's CSRF token in every form. */
export const CsrfField = ({ csrf }: { csrf: string }) => <input type="hidden" name="csrf" value={csrf} />;

export const TextLink = (props: ComponentProps<"a">) => (
  <a className="font-medium text-primary-700 underline" {...props} />
);

export function AdminShell({
  viewer,
  heading,
  children,
}: {
  viewer: { email: string; csrf: string };
  heading: string;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-line pb-4">
        <nav aria-label={adminWords.nav.label}>
          <ul className="flex flex-wrap gap-x-4 gap-y-2 font-medium">
            {(["overview", "messages", "subscribers", "audit"] as const).map((page) => (
              <li key={page}>
                <a className="text-primary-700 underline-offset-4 hover:underline" href={adminPaths[page]}>
                  {adminWords.nav[page]}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span className="text-muted">{viewer.email}</span>
          {/* The button clicked is sent: "everywhere" ends all of the admin's sessions. */}
          <form method="post" action={adminPaths.signOut} className="flex flex-wrap items-center gap-2">
            <CsrfField csrf={viewer.csrf} />
            <Button type="submit" variant="secondary" size="sm">
              {adminWords.signOut.button}
            </Button>
            <Button type="submit" name="everywhere" value="1" variant="ghost" size="sm">
              {adminWords.signOut.everywhere}
            </Button>
          </form>
        </div>
      </div>
      <h1 className="text-3xl font-bold text-ink">{heading}</h1>
      {children}
    </div>
  );
}

/** A narrow page of the sign-in steps: a heading, a sentence and what to do. */
export function AdminNotice({ heading, text, children }: { heading: string; text: string; children?: ReactNode }) {
  return (
    <section className="mx-auto grid max-w-md gap-4 px-4 py-16">
      <h1 className="text-3xl font-bold text-ink">{heading}</h1>
      <p className="text-muted">{text}</p>
      {children}
    </section>
  );
}
