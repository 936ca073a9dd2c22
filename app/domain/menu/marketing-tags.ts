// The branch's ad pixel / tag manager / analytics ids (storefront.md §1, §3 Branch
// fbPixelId, googleTagManagerId, googleAnalyticsId), checked against their vendors'
// formats before any page puts them in a <script> (app/ui/marketing-tags.tsx).
export interface MarketingTagIds {
  fbPixelId: string | null;
  googleTagManagerId: string | null;
  googleAnalyticsId: string | null;
}

/** The vendors' id formats; the back office's brand page refuses any other (domain/menu/brand-form.ts). */
export const FB_PIXEL = /^\d{5,20}$/;
export const GTM = /^GTM-[A-Z0-9]{4,12}$/;
export const GA = /^(G-[A-Z0-9]{4,14}|UA-\d{4,10}-\d{1,4})$/;

const valid = (value: string | null | undefined, pattern: RegExp) => {
  const v = value?.trim() ?? "";
  return pattern.test(v) ? v : null;
};

/** The branch's ids (generalConfig.onlineMarketingConfig), checked; null when none is usable. */
export function marketingTagsOf(config: Partial<MarketingTagIds> | null | undefined): MarketingTagIds | null {
  const ids: MarketingTagIds = {
    fbPixelId: valid(config?.fbPixelId, FB_PIXEL),
    googleTagManagerId: valid(config?.googleTagManagerId, GTM),
    googleAnalyticsId: valid(config?.googleAnalyticsId, GA),
  };
  return ids.fbPixelId || ids.googleTagManagerId || ids.googleAnalyticsId ? ids : null;
}
