// /menu/{company alias} (storefront.md §2 "Company and branch pages"): the grid of the company's branches.
import type { BranchGeneralConfig } from "~/domain/types";
import { themeCss } from "~/domain/menu/theme";
import type { Resolved } from "./branch-contact.server";

export interface BranchCardData {
  alias: string;
  name: string;
  description: string | null;
  logoFileId: string | null;
  bannerFileId: string | null;
}

export interface CompanyPageData {
  kind: "company";
  company: { alias: string; name: string; logoFileId: string | null };
  branches: BranchCardData[];
  themeCss: string;
}

/** Theme for a page without a branch (company page without branches): all defaults. */
const DEFAULT_GENERAL_CONFIG: BranchGeneralConfig = {
  colorConfig: {
    colorModeType: "LIGHT",
    lightMainColor: null,
    darkMainColor: null,
    buttonBorderedColorLight: null,
    buttonBorderedColorDark: null,
    promotionalBannerColorLight: null,
    promotionalBannerColorDark: null,
    mainBackgroundColorLight: null,
    mainBackgroundColorDark: null,
    mainTextColorLight: null,
    mainTextColorDark: null,
    descriptionTextColorLight: null,
    descriptionTextColorDark: null,
  },
  fontFamily: null,
  menuConfig: { plateDetailInModal: true, platesInMainView: false, notesLimit: 250, indicatorsSpreadMax: 2 },
  onlineMarketingConfig: { fbPixelId: null, googleTagManagerId: null, googleAnalyticsId: null },
};

export function companyPage({ company, branches }: Resolved<"company">): CompanyPageData {
  return {
    kind: "company",
    company: { alias: company.alias, name: company.name, logoFileId: company.logoFileId },
    branches: branches.map((b) => ({
      alias: b.alias,
      name: b.name,
      description: b.description,
      logoFileId: b.logoFileId ?? company.logoFileId,
      bannerFileId: b.bannerFileId,
    })),
    themeCss: themeCss(branches[0]?.generalConfig ?? DEFAULT_GENERAL_CONFIG),
  };
}
