// GET /menu/{alias}/direccion/buscar?q=… (place suggestions) or ?lat=&lng= (reverse
// lookup for 'Mi ubicación'): the resource route behind the address modal's
// debounced fetcher (storefront.md §9: 500 ms). The branch's geocoder, scoped to its company.
import { json, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { reversePlace, searchPlaces } from "~/views/address-page.server";
import { loadBranchContactContext } from "~/http/storefront-context.server";
import type { PlacesReply } from "~/views/address-page.server";

const point = z.object({
  lat: z.coerce.number().finite().min(-90).max(90),
  lng: z.coerce.number().finite().min(-180).max(180),
});

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const ctx = await loadBranchContactContext(env, request, params.alias ?? "", context.cloudflare.ctx);
  const url = new URL(request.url);
  const headers = { "Cache-Control": "private, max-age=60" };
  if (url.searchParams.has("lat") || url.searchParams.has("lng")) {
    const parsed = point.safeParse({ lat: url.searchParams.get("lat"), lng: url.searchParams.get("lng") });
    if (!parsed.success) return json<PlacesReply>({ places: [], place: null, error: "Coordenadas inválidas" }, { status: 400, headers });
    const place = await reversePlace(env, ctx, parsed.data.lat, parsed.data.lng);
    return json<PlacesReply>({ places: [], place, error: null }, { headers });
  }
  const { places, error } = await searchPlaces(env, ctx, url.searchParams.get("q") ?? "");
  return json<PlacesReply>({ places, place: null, error }, { headers });
}
