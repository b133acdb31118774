// React Router's client entry (`react-router reveal entry.client`), with one
// change: an application page hydrates once it has painted its first content,
// so hydrating (tens of milliseconds on a slow phone) never holds up what the
// visitor sees; its forms work as plain HTML until then (docs/decisions/022-html-first.md).
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { afterFirstPaint } from "./page-script/after-first-paint";

afterFirstPaint(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
