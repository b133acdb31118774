// The CSP nonce of a page rendered per request (entry.server.tsx); empty when pre-rendered (hashes allow those scripts).
import { createContext, useContext } from "react";

export const CspNonce = createContext<string | undefined>(undefined);

export function useCspNonce(): string | undefined {
  return useContext(CspNonce);
}
