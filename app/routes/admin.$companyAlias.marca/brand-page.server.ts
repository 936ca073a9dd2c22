// /admin/{companyAlias}/marca: a branch's brand (?sucursal={branchAlias}, else the first branch):
// theme colours light and dark, font, custom message, social links, marketing ids, logo and banner.
// 'Vista previa' answers with the page previewing what was typed (nothing saved); 'Guardar' saves
// (refused when someone else saved since the page was opened: the form keeps what was typed).
// A low contrast only warns (domain/menu/brand-contrast.ts).
import { parseWithZod } from "@conform-to/zod";
import { data, redirect } from "@remix-run/cloudflare";
import { readBrandSettings, saveBrandImage, saveBrandSettings } from "~/data/tenants/brand-settings.server";
import { backOfficeNotice } from "~/domain/menu/back-office-notices";
import { contrastWarnings } from "~/domain/menu/brand-contrast";
import {
  brandFormSchema,
  brandValuesOf,
  brandValuesOfPayload,
  colorConfigOfValues,
  draftOfForm,
  MSG_BRAND_CONFLICT,
  MSG_BRAND_IMAGE,
  type BrandFormValues,
} from "~/domain/menu/brand-form";
import { acceptedPlatePhoto, PLATE_PHOTO_MAX_BYTES } from "~/domain/menu/plate-photo";
import { requireBackOffice, type BackOfficeAccess } from "~/http/shop-auth.server";
import { menuEditor } from "../admin.$companyAlias.carta/catalogue.server";

const NO_STORE = { "Cache-Control": "private, no-store" };
const notFound = () => data("No encontramos lo que buscas", { status: 404, headers: NO_STORE });

/** The branch of ?sucursal= (else the first); another company's branch, or none, is a 404. */
function branchOf(access: BackOfficeAccess, url: URL) {
  const wanted = url.searchParams.get("sucursal");
  const branch = wanted === null ? access.branches[0] : access.branches.find((b) => b.alias === wanted);
  if (!branch) throw notFound();
  return branch;
}

async function settingsOf(env: Env, access: BackOfficeAccess, url: URL) {
  const branch = branchOf(access, url);
  const settings = await readBrandSettings(env, access.company.id, branch.id);
  if (!settings) throw notFound();
  return { branch, settings };
}

/** A storefront page of the branch, to open as a diner sees it. */
const storefrontPath = (branchAlias: string) => `/menu/${branchAlias}`;

export async function brandLoader(env: Env, request: Request, companyAlias: string) {
  const access = await requireBackOffice(request, env, companyAlias);
  const url = new URL(request.url);
  const { branch, settings } = await settingsOf(env, access, url);
  const values = brandValuesOf(settings.draft, settings.version);
  return data(
    {
      nav: { companyAlias: access.company.alias, companyName: access.company.name, personName: access.person.name },
      branches: access.branches.map((b) => ({ alias: b.alias, name: b.name })),
      branch: { alias: branch.alias, name: branch.name },
      values,
      logoFileId: settings.logoFileId,
      bannerFileId: settings.bannerFileId,
      warnings: contrastWarnings(colorConfigOfValues(values)),
      storefrontPath: storefrontPath(branch.alias),
      notice: backOfficeNotice(url.searchParams.get("hecho")),
    },
    { headers: NO_STORE },
  );
}

export type BrandActionData = {
  values: BrandFormValues;
  errors: Record<string, string>;
  /** The contrast warnings of the values sent (the preview's and the refused save's). */
  warnings: string[];
  /** 'Vista previa': the page previews these values; nothing was saved. */
  preview: boolean;
  conflict: string | null;
  /** A refused logo or banner: which, and why. */
  imageError?: { kind: "logo" | "banner"; message: string };
};

export async function brandAction(env: Env, request: Request, companyAlias: string) {
  const access = await requireBackOffice(request, env, companyAlias);
  const url = new URL(request.url);
  const { branch, settings } = await settingsOf(env, access, url);
  const form = await request.formData();
  const who = menuEditor(env, access);
  const intent = form.get("intent");
  const back = (done: string) => redirect(`/admin/${access.company.alias}/marca?sucursal=${encodeURIComponent(branch.alias)}&hecho=${done}`, { headers: NO_STORE });

  if (intent === "logo" || intent === "banner") {
    const file = form.get(intent);
    const bytes = file instanceof File && file.size <= PLATE_PHOTO_MAX_BYTES ? new Uint8Array(await file.arrayBuffer()) : null;
    const type = bytes ? acceptedPlatePhoto(bytes) : null;
    if (!bytes || !type) {
      const values = brandValuesOf(settings.draft, settings.version);
      return data<BrandActionData>(
        { values, errors: {}, warnings: contrastWarnings(colorConfigOfValues(values)), preview: false, conflict: null, imageError: { kind: intent, message: MSG_BRAND_IMAGE } },
        { status: 400, headers: NO_STORE },
      );
    }
    await saveBrandImage(env, who, settings, intent === "logo" ? "LOGO" : "BANNER", bytes, type);
    throw back(intent === "logo" ? "logo-guardado" : "banner-guardado");
  }

  const submission = parseWithZod(form, { schema: brandFormSchema });
  const values = brandValuesOfPayload(submission.payload as Record<string, unknown>);
  const answer = (status: number, extra: Partial<BrandActionData> = {}) =>
    data<BrandActionData>({ values, errors: {}, warnings: contrastWarnings(colorConfigOfValues(values)), preview: intent === "vista-previa", conflict: null, ...extra }, { status, headers: NO_STORE });
  if (submission.status !== "success") {
    const errors: Record<string, string> = {};
    for (const [name, messages] of Object.entries(submission.error ?? {})) if (messages?.[0]) errors[name || "form"] = messages[0];
    return answer(400, { errors });
  }
  if (intent === "vista-previa") return answer(200);
  const saved = await saveBrandSettings(env, who, settings, draftOfForm(submission.value), submission.value.version);
  if (saved === "conflict") {
    // The owner's values stay in the form; the version becomes the one now saved, so saving again is a choice made knowingly.
    return data<BrandActionData>(
      { values: { ...values, version: String(settings.version) }, errors: {}, warnings: contrastWarnings(colorConfigOfValues(values)), preview: false, conflict: MSG_BRAND_CONFLICT },
      { status: 409, headers: NO_STORE },
    );
  }
  throw back("marca-guardada");
}
