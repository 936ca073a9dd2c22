// A branch's brand as the owner's back office reads and writes it (storefront.md §3 Branch: the
// theme colours and font, social links, custom message, marketing ids; the logo and banner
// files). Every statement filters by company_id. A save is one batch whose first statement is the
// optimistic version check (UPDATE … WHERE version = ?); the audit row (menu_audit_log, entity
// BRAND) is inserted only when that UPDATE changed the row, so a save from an older version writes
// nothing. The storefront reads the branch through the alias cache (ISOLATE_CACHE_TTL_MS), so no
// menu revision needs bumping: the next page after that cache renews carries the new theme.
import { json, type MenuEditor } from "~/data/menus/back-office-menu.server";
import { storeUploadedImage } from "~/data/uploaded-image.server";
import type { BrandDraft } from "~/domain/menu/brand-form";
import type { PlatePhotoType } from "~/domain/menu/plate-photo";
import type { BranchGeneralConfig } from "~/domain/types";

export interface BrandSettings {
  branchId: number;
  version: number;
  draft: BrandDraft;
  logoFileId: string | null;
  bannerFileId: string | null;
  /** Kept as it is on save (menuConfig, chat widget…): the page edits only its own part. */
  generalConfig: BranchGeneralConfig;
}

interface Row {
  id: number;
  version: number;
  general_config: string;
  social: string;
  custom_message: string | null;
  logo_file_id: string | null;
  banner_file_id: string | null;
}

function parseObject<T>(text: string | null): Partial<T> {
  try {
    const v: unknown = text ? JSON.parse(text) : null;
    return v && typeof v === "object" ? (v as Partial<T>) : {};
  } catch {
    return {};
  }
}

export async function readBrandSettings(env: Pick<Env, "DB">, companyId: number, branchId: number): Promise<BrandSettings | null> {
  const row = await env.DB.prepare(
    "SELECT id, version, general_config, social, custom_message, logo_file_id, banner_file_id FROM branches WHERE id = ? AND company_id = ?",
  )
    .bind(branchId, companyId)
    .first<Row>();
  if (!row) return null;
  const config = parseObject<BranchGeneralConfig>(row.general_config) as BranchGeneralConfig;
  const social = parseObject<{ instagram: string | null; facebook: string | null }>(row.social);
  const colors = config.colorConfig ?? ({} as BranchGeneralConfig["colorConfig"]);
  const marketing = config.onlineMarketingConfig ?? ({} as BranchGeneralConfig["onlineMarketingConfig"]);
  const draft: BrandDraft = {
    colorModeType: colors.colorModeType === "DARK" ? "DARK" : "LIGHT",
    lightMainColor: colors.lightMainColor ?? null,
    darkMainColor: colors.darkMainColor ?? null,
    buttonBorderedColorLight: colors.buttonBorderedColorLight ?? null,
    buttonBorderedColorDark: colors.buttonBorderedColorDark ?? null,
    promotionalBannerColorLight: colors.promotionalBannerColorLight ?? null,
    promotionalBannerColorDark: colors.promotionalBannerColorDark ?? null,
    mainBackgroundColorLight: colors.mainBackgroundColorLight ?? null,
    mainBackgroundColorDark: colors.mainBackgroundColorDark ?? null,
    mainTextColorLight: colors.mainTextColorLight ?? null,
    mainTextColorDark: colors.mainTextColorDark ?? null,
    descriptionTextColorLight: colors.descriptionTextColorLight ?? null,
    descriptionTextColorDark: colors.descriptionTextColorDark ?? null,
    fontFamily: config.fontFamily ?? null,
    customMessage: row.custom_message,
    instagram: social.instagram ?? null,
    facebook: social.facebook ?? null,
    fbPixelId: marketing.fbPixelId ?? null,
    googleTagManagerId: marketing.googleTagManagerId ?? null,
    googleAnalyticsId: marketing.googleAnalyticsId ?? null,
  };
  return { branchId: row.id, version: row.version, draft, logoFileId: row.logo_file_id, bannerFileId: row.banner_file_id, generalConfig: config };
}

/** Writes the draft over the branch if nobody saved its brand since `version`; all or nothing. */
export async function saveBrandSettings(env: Pick<Env, "DB">, who: MenuEditor, current: BrandSettings, draft: BrandDraft, version: number): Promise<"saved" | "conflict"> {
  const { fontFamily, customMessage, instagram, facebook, fbPixelId, googleTagManagerId, googleAnalyticsId, ...colorConfig } = draft;
  const generalConfig: BranchGeneralConfig = {
    ...current.generalConfig,
    colorConfig,
    fontFamily,
    onlineMarketingConfig: { fbPixelId, googleTagManagerId, googleAnalyticsId },
  };
  const d1 = env.DB;
  const results = await d1.batch([
    d1
      .prepare("UPDATE branches SET general_config = ?, social = ?, custom_message = ?, version = version + 1 WHERE id = ? AND company_id = ? AND version = ?")
      .bind(JSON.stringify(generalConfig), JSON.stringify({ instagram, facebook }), customMessage, current.branchId, who.companyId, version),
    d1
      .prepare(
        "INSERT INTO menu_audit_log (id, company_id, branch_id, person_id, person_name, entity_type, entity_id, action, before, after, created_at) SELECT ?, ?, ?, ?, ?, 'BRAND', ?, 'editar', ?, ?, ? WHERE changes() = 1",
      )
      .bind(crypto.randomUUID(), who.companyId, current.branchId, who.personId, who.personName, current.branchId, json(current.draft), json(draft), who.nowMs),
  ]);
  return (results[1]!.meta.changes ?? 0) === 1 ? "saved" : "conflict";
}

/** A new logo or banner of the branch (stored like a plate's photo), with its audit row. */
export async function saveBrandImage(
  env: Pick<Env, "DB" | "IMAGES">,
  who: MenuEditor,
  current: Pick<BrandSettings, "branchId" | "logoFileId" | "bannerFileId">,
  kind: "LOGO" | "BANNER",
  bytes: Uint8Array,
  type: PlatePhotoType,
): Promise<string> {
  const column = kind === "LOGO" ? "logo_file_id" : "banner_file_id";
  const before = kind === "LOGO" ? current.logoFileId : current.bannerFileId;
  const fileId = `${kind === "LOGO" ? "logo" : "banner"}-${current.branchId}-${crypto.randomUUID().slice(0, 8)}`;
  await storeUploadedImage(env, { companyId: who.companyId, fileId, folder: "branding", kind }, bytes, type, (d1) => [
    d1.prepare(`UPDATE branches SET ${column} = ? WHERE id = ? AND company_id = ?`).bind(fileId, current.branchId, who.companyId),
    d1
      .prepare(
        "INSERT INTO menu_audit_log (id, company_id, branch_id, person_id, person_name, entity_type, entity_id, action, before, after, created_at) VALUES (?,?,?,?,?,'BRAND',?,?,?,?,?)",
      )
      .bind(crypto.randomUUID(), who.companyId, current.branchId, who.personId, who.personName, current.branchId, kind === "LOGO" ? "logo" : "banner", json({ fileId: before }), json({ fileId }), who.nowMs),
  ]);
  return fileId;
}
