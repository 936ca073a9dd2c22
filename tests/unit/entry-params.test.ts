import { describe, expect, it } from "vitest";
import { filterModesByAllowedOM, parseEntryParams } from "../../app/domain/entry-params";
import type { OrderModeType } from "../../app/domain/types";

describe("entry query parameters (storefront.md §2, §3 Query state)", () => {
  it("parses every parameter", () => {
    const p = parseEntryParams(
      "?campaignId=c-7&phone=1155550001&name=Luc%C3%ADa&abandoned&menu=a&menu=b&source=instagram&utm_source=mail" +
        "&customerName=Luc%C3%ADa%20Fern%C3%A1ndez&tableNumber=12&code=BIENVENIDA&allowedOM=delivery,TAKE_AWAY",
    );
    expect(p).toMatchObject({
      campaignId: "c-7",
      phone: "1155550001",
      name: "Lucía",
      abandoned: true,
      menu: ["a", "b"],
      source: "instagram",
      utmSource: "mail",
      customerName: "Lucía Fernández",
      tableNumber: "12",
      code: "BIENVENIDA",
      allowedOM: ["DELIVERY", "TAKE_AWAY"],
    });
    expect(p.query.onCampaign).toBe(true);
    expect(p.query.abandonedCart).toBe(true);
    expect(p.query.queryParams.code).toBe("BIENVENIDA");
  });
  it("decodes percent-encoded spaces (also double encoded), trims and caps", () => {
    const p = parseEntryParams(new URLSearchParams("customerName=%20Carla%2520Ruiz%20&code=" + "X".repeat(80)));
    expect(p.customerName).toBe("Carla Ruiz");
    expect(p.code).toHaveLength(50);
    expect(p.query.onCampaign).toBe(false);
    expect(p.query.abandonedCart).toBe(false);
    expect(p.campaignId).toBeNull();
    expect(p.allowedOM).toBeNull();
  });
  it("filters the selector by allowedOM, ignoring a filter that matches nothing", () => {
    const modes = (["DELIVERY", "TAKE_AWAY", "TABLE"] as OrderModeType[]).map((type) => ({ type }));
    expect(filterModesByAllowedOM(modes, ["TABLE"]).map((m) => m.type)).toEqual(["TABLE"]);
    expect(filterModesByAllowedOM(modes, null)).toHaveLength(3);
    expect(filterModesByAllowedOM(modes, ["SELF_SERVICE"])).toHaveLength(3);
    expect(parseEntryParams("allowedOM=take-away,foo,dine_in").allowedOM).toEqual(["TAKE_AWAY", "TABLE"]);
  });
});
