import type { AppLoadContext, EntryContext } from "@remix-run/cloudflare";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import { installSpanishZodErrors } from "~/domain/zod-es";
import { memoizedRender, memoizedRenderKey } from "~/http/memoized-render.server";
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
  loadContext: AppLoadContext
) {
  // The Worker entry makes the nonce (the anonymous page cache renews it); a bare Remix handler gets its own.
  const nonce = loadContext.cspNonce ?? newCspNonce();
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  applyDocumentSecurityHeaders(responseHeaders, nonce, new URL(request.url));

  const memoKey = await memoizedRenderKey(request, responseStatusCode, remixContext);
  if (memoKey) {
    try {
      const html = await memoizedRender(memoKey, nonce, async () => {
        const rendered = await renderDocument(request, remixContext, nonce);
        await rendered.body.allReady;
        if (rendered.failed()) throw new Error("render failed");
        return new Response(rendered.body).text();
      });
      return new Response(html, { headers: responseHeaders, status: responseStatusCode });
    } catch {
      // A failed render is not kept: this request renders (and reports) its own.
    }
  }

  const rendered = await renderDocument(request, remixContext, nonce);
  // Bots and no-JS crawlers get the whole document at once.
  if (isbot(request.headers.get("user-agent") || "")) await rendered.body.allReady;
  return new Response(rendered.body, { headers: responseHeaders, status: rendered.failed() ? 500 : responseStatusCode });
}

async function renderDocument(request: Request, remixContext: EntryContext, nonce: string) {
  const controller = new AbortController();
  const timeoutId = setTimeout(() => controller.abort(), ABORT_DELAY);
  let failed = false;
  const body = await renderToReadableStream(
    <CspNonceContext.Provider value={nonce}>
      <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
    </CspNonceContext.Provider>,
    {
      nonce,
      signal: controller.signal,
      onError(error: unknown) {
        if (!controller.signal.aborted) console.error(error);
        failed = true;
      },
    }
  );
  body.allReady.then(() => clearTimeout(timeoutId));
  return { body, failed: () => failed };
}
