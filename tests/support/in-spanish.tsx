// Renders a component as a Spanish page does (docs/decisions/066-spanish-pages.md): `render(ui, { wrapper: Spanish })`.
import type { ReactNode } from "react";
import { LangContext } from "#app/lib/lang";

export function Spanish({ children }: { children: ReactNode }) {
  return <LangContext.Provider value="es">{children}</LangContext.Provider>;
}
