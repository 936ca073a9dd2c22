// The board's loader: the person, the location and its orders of the day.
import { data } from "@remix-run/cloudflare";
import { consoleNav, requireShopAccess } from "~/http/shop-auth.server";

export async function consoleBoardLoader(env: Env, request: Request, alias: string) {
  const access = await requireShopAccess(request, env, { alias, permission: "board", as: "page" });
  return data({ nav: consoleNav(access), themeCss: access.place.themeCss }, { headers: { "Cache-Control": "private, no-store" } });
}
