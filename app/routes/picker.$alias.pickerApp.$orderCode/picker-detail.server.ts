// Loader and action of picker/{alias}/pickerApp/{orderCode} (logistics.md §2 Picker detail,
// §4 Diner order statuses, §5, §8). Without JavaScript every button posts here and the
// progress lives in the session (KV, per shift); with JavaScript the marks and the
// AWAITING_FINAL_STAGE step stay on the device (`pickerSave`) and only 'Aceptar pedido'
// and the final step post, the final one with the device's marks.
import { json, redirect } from "@remix-run/cloudflare";
import { now } from "~/data/clock.server";
import { orderInPickingOf, pickerOrderByCode } from "~/data/orders/picking.server";
import { formatMoney } from "~/domain/money";
import {
  groupUnits,
  isTakenByOther,
  markPrepared,
  pickerBadge,
  pickerUnits,
  pickerView,
  progressCounts,
  sanitizeProgress,
  toggleMark,
  MSG_TAKE_ONLY_READY,
  MSG_TAKEN_BY_OTHER,
  type PickerProgress,
} from "~/domain/orders/picking";
import { finishOrder, freshProgress, readProgress, saveProgress, takeOrder } from "~/views/picker-app.server";
import { noticeFromUrl, withNotice } from "~/views/picker-notice.server";
import { requireStaff, type StaffIdentity } from "~/http/staff-auth.server";
import { reachesThreshold } from "~/domain/logistics/slider";
import { RIDER_TEXT } from "~/domain/logistics/rider-messages";
import { loadStaffPlace, type StaffPlaceContext } from "~/http/staff-place.server";
import { stepKeyOf, stepOnce } from "~/http/step-once.server";

const NO_STORE = { "Cache-Control": "private, no-store" };

function notFound(): never {
  throw json("No encontramos el pedido", { status: 404 });
}

async function context(env: Env, request: Request, alias: string, code: string) {
  const place = await loadStaffPlace(env, request, alias);
  const me = await requireStaff(request, env, { role: "picker", companyId: place.companyId, branchContactId: place.branchContactId, as: "page", alias: place.alias });
  const order = await pickerOrderByCode(env, place, code);
  if (!order) notFound();
  return { place, me, order };
}

const detailPath = (place: StaffPlaceContext, code: string) => `/picker/${encodeURIComponent(place.alias)}/pickerApp/${code}`;
const listPath = (place: StaffPlaceContext) => `/picker/${encodeURIComponent(place.alias)}/pickerApp/list`;

/** §4 'A picker with an order in progress is force-redirected to its detail page.' */
async function redirectToOrderInProgress(env: Env, me: StaffIdentity, place: StaffPlaceContext, code: string): Promise<void> {
  const current = await orderInPickingOf(env, me.companyId, me.staffId);
  if (current && current.code !== code && current.branchContactId === place.branchContactId) {
    throw redirect(withNotice(detailPath(place, current.code), "encurso"), { headers: NO_STORE });
  }
}

export async function pickerDetailLoader(env: Env, request: Request, alias: string, code: string) {
  const { place, me, order } = await context(env, request, alias, code);
  await redirectToOrderInProgress(env, me, place, order.stored.order.code);
  const o = order.stored.order;
  const mine = o.pickerStaffId === me.staffId && o.status === "ACCEPTED" && o.pickingFinishedAt === null;
  const progress = mine ? await readProgress(env, me, order) : null;
  const view = pickerView(o, me.staffId, progress);
  const units = pickerUnits(order.lines);
  const counts = progressCounts(progress, units);
  return json(
    {
      place: { name: place.name, logoFileId: place.logoFileId, header: place.header, alias: place.alias },
      themeCss: place.themeCss,
      timeZone: place.countryInfo.timeZone,
      order: {
        code: o.code,
        orderedAt: o.createdAt,
        total: formatMoney(o.total, place.countryInfo),
        itemsPrice: o.itemsTotal,
        itemsPriceText: formatMoney(o.itemsTotal, place.countryInfo),
        delivery: o.type === "DELIVERY",
        deliverablePrice: o.deliverablePrice,
      },
      view,
      // §2 'Items are hidden until the order is accepted' (and once it is not this picker's).
      groups: view === "picking" || view === "finalStage" ? groupUnits(units).map((g) => ({ groupName: g.groupName, units: g.units.map((u) => ({ key: u.key, name: u.name, sizeName: u.sizeName, unit: u.unit, of: u.of, extras: u.extras, notes: u.notes, price: formatMoney(u.price, place.countryInfo) })) })) : [],
      unitKeys: units.map((u) => u.key),
      counts,
      badge: pickerBadge(view, counts),
      progress,
      now: now(env).getTime(),
      listHref: listPath(place),
      toasts: noticeFromUrl(request),
    },
    { headers: NO_STORE },
  );
}

export interface PickerActionData {
  error: string;
  amount?: string;
}

const fail = (error: string, amount?: string) => json<PickerActionData>({ error, amount }, { status: 400, headers: NO_STORE });

export async function pickerDetailAction(env: Env, request: Request, alias: string, code: string) {
  const { place, me, order } = await context(env, request, alias, code);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return fail("Hubo un error, vuélvalo a intentar en unos minutos");
  }
  // A step replayed from the phone's offline queue carries its key: it applies once.
  return stepOnce(env, request, me, stepKeyOf(request, form), () => pickerStep(env, place, me, order, form), (status, error) =>
    json<PickerActionData>({ error }, { status, headers: NO_STORE }),
  );
}

async function pickerStep(env: Env, place: StaffPlaceContext, me: StaffIdentity, order: Awaited<ReturnType<typeof context>>["order"], form: FormData): Promise<Response> {
  const intent = String(form.get("intent") ?? "");
  const self = detailPath(place, order.stored.order.code);

  if (intent === "accept") {
    await redirectToOrderInProgress(env, me, place, order.stored.order.code);
    const taken = await takeOrder(env, me, order);
    if (taken.ok) return redirect(withNotice(self, "ok"), { headers: NO_STORE });
    if (taken.inProgressCode) return redirect(withNotice(detailPath(place, taken.inProgressCode), "encurso"), { headers: NO_STORE });
    if (taken.message === MSG_TAKEN_BY_OTHER) return redirect(withNotice(self, "tomado"), { headers: NO_STORE });
    if (taken.message === MSG_TAKE_ONLY_READY) return redirect(withNotice(listPath(place), "bloqueado"), { headers: NO_STORE });
    return redirect(withNotice(self, "error"), { headers: NO_STORE });
  }

  const units = pickerUnits(order.lines);
  const o = order.stored.order;
  const mine = o.pickerStaffId === me.staffId && o.status === "ACCEPTED" && o.pickingFinishedAt === null;
  if (!mine) return redirect(withNotice(self, isTakenByOther(o, me.staffId) ? "tomado" : "error"), { headers: NO_STORE });
  const stored = await readProgress(env, me, order);

  if (intent.startsWith("toggle:")) {
    const [, key, flag] = intent.split(":");
    if (!units.some((u) => u.key === key) || (flag !== "selected" && flag !== "rejected")) return fail("Hubo un error, vuélvalo a intentar en unos minutos");
    await saveProgress(env, me, toggleMark(stored, key, flag));
    return redirect(`${self}#u-${key}`, { headers: NO_STORE });
  }
  if (intent === "prepared") {
    const prepared = markPrepared(stored, units);
    if (!prepared.ok) return fail(prepared.error);
    await saveProgress(env, me, prepared.progress);
    return redirect(self, { headers: NO_STORE });
  }
  if (intent === "back") {
    await saveProgress(env, me, { ...stored, status: "ACCEPTED" });
    return redirect(self, { headers: NO_STORE });
  }
  if (intent === "finish") {
    // §4/§9 the slider's rule, checked here too (without JavaScript it is a range input).
    if (!reachesThreshold(Number(form.get("slider")))) return fail(RIDER_TEXT.sliderBelow, String(form.get("amount") ?? "").slice(0, 20));
    // With JavaScript the device's marks come along (pickerSave); without, the session's.
    let progress: PickerProgress = stored;
    const marks = form.get("marks");
    if (typeof marks === "string" && marks.length > 0 && marks.length < 20_000) {
      try {
        progress = sanitizeProgress(JSON.parse(marks), o.code, units);
      } catch {
        progress = freshProgress(order);
      }
    }
    const amountRaw = String(form.get("amount") ?? "").slice(0, 20);
    const done = await finishOrder(env, me, order, progress, amountRaw);
    if (!done.ok) return fail(done.message, amountRaw);
    return redirect(withNotice(listPath(place), "ok"), { headers: NO_STORE });
  }
  return fail("Hubo un error, vuélvalo a intentar en unos minutos");
}
