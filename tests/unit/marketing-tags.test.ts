// Marketing tag ids are validated before they reach a <script> (storefront.md §3 Branch ids).
import { describe, expect, it } from "vitest";
import { marketingTagsOf } from "~/domain/menu/marketing-tags";

describe("marketingTagsOf", () => {
  it("null when the branch sets none (the demo)", () => {
    expect(marketingTagsOf({ fbPixelId: null, googleTagManagerId: null, googleAnalyticsId: null })).toBeNull();
    expect(marketingTagsOf(undefined)).toBeNull();
  });
  it("keeps ids in their vendors' formats", () => {
    expect(marketingTagsOf({ fbPixelId: "123456789012345", googleTagManagerId: "GTM-ABC1234", googleAnalyticsId: "G-XYZ12345" })).toEqual({
      fbPixelId: "123456789012345",
      googleTagManagerId: "GTM-ABC1234",
      googleAnalyticsId: "G-XYZ12345",
    });
  });
  it("drops anything else (no script injection through a setting)", () => {
    expect(marketingTagsOf({ fbPixelId: "1');alert(1)//", googleTagManagerId: "</script><script>x", googleAnalyticsId: "G-OK1234" })).toEqual({
      fbPixelId: null,
      googleTagManagerId: null,
      googleAnalyticsId: "G-OK1234",
    });
  });
});
