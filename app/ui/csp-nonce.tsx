// The Content-Security-Policy nonce of the response being rendered (set by app/entry.server.tsx,
// app/http/security-headers.server.ts). On the client there is none: browsers hide the
// attribute after they check it, and hydration does not compare it.
import { createContext, useContext } from "react";

export const CspNonceContext = createContext<string | undefined>(undefined);

export function useCspNonce(): string | undefined {
  return useContext(CspNonceContext);
}
