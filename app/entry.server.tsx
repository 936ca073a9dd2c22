import type { AppLoadContext, EntryContext } from "@remix-run/cloudflare";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import { installSpanishZodErrors } from "~/domain/zod-es";
import { applyDocumentSecurityHeaders, newCspNonce } from "~/http/security-headers.server";
import { CspNonceContext } from "~/ui/csp-nonce";

// Every zod check without its own message answers in Spanish (app/domain/zod-es.ts).
installSpanishZodErrors();

// The JSON API's router, for the Worker entry (workers/app.ts): in the server build, so its routes
// share every module with the pages.
export { handleApiRequest } from "./api-router.server";

const ABORT_DELAY = 5000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // The Worker entry makes the nonce (the anonymous page cache renews it); a bare Remix handler gets its own.
  const nonce = loadContext.cspNonce ?? newCspNonce();
  const controller = new AbortController();
  const timeoutId = setTimeout(() => controller.abort(), ABORT_DELAY);

  const body = await renderToReadableStream(
    <CspNonceContext.Provider value={nonce}>
      <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
    </CspNonceContext.Provider>,
    {
      nonce,
      signal: controller.signal,
      onError(error: unknown) {
        if (!controller.signal.aborted) console.error(error);
        responseStatusCode = 500;
      },
    },
  );
  body.allReady.then(() => clearTimeout(timeoutId));

  // Bots and no-JS crawlers get the whole document at once.
  if (isbot(request.headers.get("user-agent") || "")) await body.allReady;

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  applyDocumentSecurityHeaders(responseHeaders, nonce, new URL(request.url));
  return new Response(body, { headers: responseHeaders, status: responseStatusCode });
}
