import { createCookieFactory } from "@remix-run/server-runtime";
import { signCookieValue, unsignCookieValue } from "./signed-token.server";

/**
 * Remix's cookies signed by the one signer (signed-token.server.ts), whose key is imported once
 * per isolate rather than on every read and write. Same format as @remix-run/cloudflare's
 * `createCookie`: a cookie of either reads with the other.
 */
export const createCookie = createCookieFactory({ sign: signCookieValue, unsign: unsignCookieValue });
