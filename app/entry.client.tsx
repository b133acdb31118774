// React Router's client entry (`react-router reveal entry.client`), with one
// change: an application page hydrates once it has painted its first content,
// and only then loads what hydrating needs (React DOM's client and the
// router's DOM half, the larger part of the framework). Hydrating never holds
// up what the visitor sees, and the first paint does not wait for those bytes;
// the page's forms work as plain HTML until then
// (docs/decisions/034-hydration-code-after-the-first-paint.md).
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
