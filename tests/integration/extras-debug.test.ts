import { it } from "vitest";
import { cartWith, cookieOf, send } from "./extras-helpers";
it("debug", async () => {
  const entry = await send("/menu/pizzeria-palermo/delivery?campaignId=verano&utm_source=newsletter");
  let cookie = cookieOf(entry);
  console.log("entry", entry.status, cookie.slice(0, 30));
  cookie = await cartWith("pizzeria-palermo", "delivery", "empanadas/empanada-de-carne", 2, cookie);
  const cart = await send("/menu/pizzeria-palermo/preview", { cookie });
  const html = await cart.text();
  console.log(cart.status, html.match(/.{80}lineId.{80}/g)?.slice(0, 3), html.includes("Empanada"));
});
