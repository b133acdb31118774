// React Router's client entry with one change: an application page loads React DOM and the router, and hydrates, only
// once it has painted; its forms work as plain HTML until then (docs/decisions/034-hydration-code-after-the-first-paint.md).
import { StrictMode, startTransition } from "react";
import { afterFirstPaint } from "./page-script/after-first-paint";

afterFirstPaint(async () => {
  const [{ hydrateRoot }, { HydratedRouter }] = await Promise.all([
    import("react-dom/client"),
    import("react-router/dom"),
  ]);
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
