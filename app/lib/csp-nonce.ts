// The nonce of the page being rendered on the server, for React Router's inline scripts (app/entry.server.tsx provides
// it). Empty in the browser and when pre-rendering: pre-rendered pages' scripts are allowed by their hashes.
import { createContext, useContext } from "react";

export const CspNonce = createContext<string | undefined>(undefined);

export function useCspNonce(): string | undefined {
  return useContext(CspNonce);
}
