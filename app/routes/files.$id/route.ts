import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { getFile } from "~/data/tenants/storefront.server";
import { TRANSPARENT_GIF } from "~/routes/files.$id/transparent-gif";

/** Streams an image from R2; unknown ids get a transparent placeholder (storefront.md §7 file url). */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const file = await getFile(env, params.id ?? "");
  const object = file ? await env.IMAGES.get(file.r2Key) : null;
  if (!file || !object) {
    return new Response(TRANSPARENT_GIF, {
      status: 404,
      headers: { "Content-Type": "image/gif", "Cache-Control": "public, max-age=60" },
    });
  }
  return new Response(object.body, {
    headers: {
      "Content-Type": file.contentType,
      "Cache-Control": "public, max-age=86400, stale-while-revalidate=604800",
      ETag: object.httpEtag,
    },
  });
}
