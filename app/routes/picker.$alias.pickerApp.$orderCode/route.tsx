// picker/{alias}/pickerApp/{orderCode} (logistics.md §2 Picker detail, §4, §5, §8, §9):
// header with code, time, total, the elapsed counter and the badge; items grouped by
// category, one row per unit with accept / reject; 'Aceptar pedido', 'Pedido preparado',
// the till amount 'Importe total arrojado en línea de caja' and 'Pedido listo para retirar'.
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useLocation, useNavigation, useRevalidator, useSubmit } from "@remix-run/react";
import { useEffect, useMemo, useRef, useState } from "react";
import staffStyles from "~/styles/staff.css?url";
import pickerStyles from "~/styles/picker.css?url";
// The slide-to-advance control's styles (shared with the rider's shipment screen).
import sliderStyles from "~/styles/rider.css?url";
import pendingStyles from "~/styles/pending-steps.css?url";
import { keepStep, mustQueue } from "~/ui/staff/offline-steps";
import { PendingStepNote, PendingStepsBanner, usePendingSteps } from "~/ui/staff/pending-steps";
import { SlideToAdvance } from "~/ui/rider/slide-to-advance";
import {
  markPrepared,
  MSG_CANCELED,
  MSG_FINISHED,
  MSG_ALREADY_TAKEN,
  MSG_ITEMS_HIDDEN,
  nextPickingStep,
  pickerBadge,
  PICKER_SAVE_KEY,
  sanitizeProgress,
  toggleMark,
  emptyProgress,
  MSG_STATUS_FAILED,
  MSG_TAKEN_BY_OTHER,
  MSG_TAKE_ONLY_READY,
  MSG_ORDER_IN_PROGRESS,
  type PickerProgress,
} from "~/domain/orders/picking";
import { ElapsedCounter } from "~/ui/staff/elapsed-counter";
import { OrderTime } from "~/ui/staff/order-time";
import { StaffShell } from "~/ui/staff/staff-shell";
import { showToast, Toasts } from "~/ui/toasts";
import { pickerDetailAction, pickerDetailLoader, type PickerActionData } from "./picker-detail.server";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: staffStyles },
  { rel: "stylesheet", href: pickerStyles },
  { rel: "stylesheet", href: sliderStyles },
  { rel: "stylesheet", href: pendingStyles },
];

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `Pedido ${data.order.code} · Preparadores` : "Preparadores" }, { name: "robots", content: "noindex" }];

export const loader = ({ request, params, context }: LoaderFunctionArgs) => pickerDetailLoader(context.cloudflare.env, request, params.alias ?? "", params.orderCode ?? "");
export const action = ({ request, params, context }: ActionFunctionArgs) => pickerDetailAction(context.cloudflare.env, request, params.alias ?? "", params.orderCode ?? "");

function readPickerSave(): unknown {
  try {
    return JSON.parse(window.localStorage.getItem(PICKER_SAVE_KEY) ?? "null");
  } catch {
    return null;
  }
}

export default function PickerDetail() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<PickerActionData>();
  const navigation = useNavigation();
  const submit = useSubmit();
  const finalForm = useRef<HTMLFormElement>(null);
  const busy = navigation.state === "submitting";
  const active = data.view === "picking" || data.view === "finalStage";
  const unitKeys = data.unitKeys;
  const unitRefs = useMemo(() => unitKeys.map((key) => ({ key })), [unitKeys]);
  // 'Aceptar pedido' and the final step taken without signal wait on the phone (the marks are already there).
  const revalidator = useRevalidator();
  const { pathname } = useLocation();
  const pending = usePendingSteps(() => revalidator.revalidate());
  const waiting = pending.steps.filter((p) => p.path === pathname);
  const finishWaiting = waiting.some((p) => p.fields.intent === "finish");
  const acceptWaiting = waiting.some((p) => p.fields.intent === "accept");
  /** The redirects' notices that mean the step was not applied (picker-notice.server.ts). */
  const refusedNotices = { tomado: MSG_TAKEN_BY_OTHER, bloqueado: MSG_TAKE_ONLY_READY, encurso: MSG_ORDER_IN_PROGRESS, error: MSG_STATUS_FAILED };

  // With JavaScript the progress lives on the device (pickerSave); the server's copy is the
  // starting point (it is what a page without JavaScript built).
  const [hydrated, setHydrated] = useState(false);
  const [progress, setProgress] = useState<PickerProgress | null>(data.progress);
  useEffect(() => {
    setHydrated(true);
    const saved = readPickerSave() as { orderCode?: string } | null;
    if (active) {
      if (saved?.orderCode === data.order.code) setProgress(sanitizeProgress(saved, data.order.code, unitRefs));
      else setProgress(data.progress ?? emptyProgress(data.order.code));
    } else if (saved?.orderCode === data.order.code) {
      window.localStorage.removeItem(PICKER_SAVE_KEY);
    }
  }, [active, data.order.code, data.progress, unitRefs]);
  useEffect(() => {
    if (hydrated && active && progress) window.localStorage.setItem(PICKER_SAVE_KEY, JSON.stringify(progress));
  }, [hydrated, active, progress]);

  const view = active ? (progress?.status === "AWAITING_FINAL_STAGE" ? "finalStage" : "picking") : data.view;
  const counts = useMemo(() => {
    if (!active) return data.counts;
    let selected = 0;
    let rejected = 0;
    for (const key of unitKeys) {
      const m = progress?.items[key];
      if (m?.selected) selected++;
      else if (m?.rejected) rejected++;
    }
    return { selected, rejected, total: unitKeys.length };
  }, [active, data.counts, progress, unitKeys]);
  const badge = pickerBadge(view, counts);
  const step = nextPickingStep(view === "toAccept" ? "GENERATED" : view === "picking" ? "ACCEPTED" : "AWAITING_FINAL_STAGE", data.order.delivery);

  const onToggle = (key: string, flag: "selected" | "rejected") => (e: React.MouseEvent) => {
    if (!hydrated || !progress) return; // without JavaScript the button posts
    e.preventDefault();
    setProgress(toggleMark(progress, key, flag));
  };
  const onPrepared = (e: React.MouseEvent) => {
    if (!hydrated || !progress) return;
    e.preventDefault();
    const r = markPrepared(progress, unitRefs);
    if (!r.ok) showToast(r.error, "error");
    else setProgress(r.progress);
  };
  const onBack = (e: React.MouseEvent) => {
    if (!hydrated || !progress) return;
    e.preventDefault();
    setProgress({ ...progress, status: "ACCEPTED" });
  };

  // The main action, in the bottom bar's row beside 'Ver pedidos' (ui/staff/staff-shell.tsx).
  const mainAction =
    view === "toAccept" && !acceptWaiting ? (
      <Form
        method="post"
        className="picker-bar"
        onSubmit={(e) => {
          // No signal (or earlier steps waiting): kept on the phone, sent in order later;
          // the items stay hidden until the server confirms the order is this picker's.
          if (!mustQueue()) return;
          e.preventDefault();
          void keepStep({ path: pathname, fields: { intent: "accept" }, label: step?.label ?? "Aceptar pedido", refusedNotices });
        }}
      >
        <button type="submit" name="intent" value="accept" className="button button--block" disabled={busy}>
          {step?.label ?? "Aceptar pedido"}
        </button>
      </Form>
    ) : active && view === "picking" ? (
      // The items' form (its marks without JavaScript) is the one this button sends.
      <div className="picker-bar">
        <button type="submit" form="picker-items" name="intent" value="prepared" className="button button--block" onClick={onPrepared}>
          {step?.label ?? "Pedido preparado"}
        </button>
      </div>
    ) : active && view === "finalStage" && !finishWaiting ? (
      <Form method="post" className="picker-final picker-bar picker-bar--final" key="final" ref={finalForm}>
        <input type="hidden" name="intent" value="finish" />
        <div className="field">
          <label htmlFor="amount">Importe total arrojado en línea de caja</label>
          <input
            id="amount"
            name="amount"
            inputMode="numeric"
            autoComplete="off"
            maxLength={12}
            defaultValue={result?.amount ?? ""}
            placeholder={data.order.itemsPriceText}
            aria-invalid={result?.error ? true : undefined}
            aria-describedby={result?.error ? "amount-error" : "amount-hint"}
          />
          <p className="muted" id="amount-hint">
            Total de productos: <span className="picker-final__total">{data.order.itemsPriceText}</span>
          </p>
        </div>
        {result?.error ? (
          <p className="form-error" role="alert" id="amount-error">
            {result.error}
          </p>
        ) : null}
        {hydrated && progress ? <input type="hidden" name="marks" value={JSON.stringify(progress)} /> : null}
        {/* §2 Picker detail: the slider advances to the next status (the rider's control, same rule). */}
        <SlideToAdvance
          action={step?.label ?? "Pedido listo para retirar"}
          disabled={busy}
          onAdvance={(value) => {
            if (!finalForm.current) return;
            const fd = new FormData(finalForm.current);
            fd.set("slider", String(value));
            if (mustQueue()) {
              const fields = Object.fromEntries([...fd.entries()].map(([k, v]) => [k, String(v)]));
              void keepStep({ path: pathname, fields, label: step?.label ?? "Pedido listo para retirar", refusedNotices });
              return;
            }
            submit(fd, { method: "post" });
          }}
        />
      </Form>
    ) : null;

  return (
    <StaffShell
      place={data.place}
      title={`Pedido ${data.order.code}`}
      // §2 Picker detail: 'Ver pedidos' always (the list sends a picker with an order in progress back here).
      back={{ href: data.listHref, label: "Ver pedidos" }}
      action={mainAction}
    >
      <Toasts messages={data.toasts} />
      <PendingStepsBanner state={pending} onDropped={() => revalidator.revalidate()} />
      <section className="picker-head card" aria-label="Datos del pedido">
        <p className="picker-head__row">
          <OrderTime at={data.order.orderedAt} timeZone={data.timeZone} />
          <span className="price">{data.order.total}</span>
        </p>
        <p className="picker-head__elapsed">
          <ElapsedCounter orderedAt={data.order.orderedAt} serverNow={data.now} />
        </p>
        <p className="picker-head__row">
          <span className={`pill picker-badge picker-badge--${view}`}>{badge}</span>
          <span className="muted">{data.order.delivery ? "Envío a domicilio" : "Retiro / en el local"}</span>
        </p>
        <PendingStepNote steps={waiting} />
      </section>

      {view === "toAccept" ? <p className="picker-note card">{MSG_ITEMS_HIDDEN}</p> : null}
      {view === "finished" ? <p className="picker-note card">{MSG_FINISHED}</p> : null}
      {view === "canceled" ? <p className="picker-note card picker-note--error">{MSG_CANCELED}</p> : null}
      {view === "takenByOther" ? <p className="picker-note card picker-note--error">{MSG_ALREADY_TAKEN}</p> : null}

      {active ? (
        <Form method="post" className="picker-body stack" id="picker-items">
          {data.groups.map((g) => (
            <section key={g.groupName} className="picker-group" aria-label={g.groupName}>
              <h2 className="picker-group__name">{g.groupName}</h2>
              <ul className="picker-units card">
                {g.units.map((u) => {
                  const mark = progress?.items[u.key] ?? { selected: false, rejected: false };
                  return (
                    <li key={u.key} id={`u-${u.key}`} className={`picker-unit${mark.selected ? " picker-unit--selected" : ""}${mark.rejected ? " picker-unit--rejected" : ""}`}>
                      <div className="picker-unit__text">
                        <span className="picker-unit__name">
                          {u.name}
                          {u.sizeName ? ` (${u.sizeName})` : ""}
                        </span>
                        {u.of > 1 ? <span className="muted picker-unit__count">{`Unidad ${u.unit} de ${u.of}`}</span> : null}
                        {u.extras.length ? <span className="picker-unit__extras muted">{u.extras.join(", ")}</span> : null}
                        {u.notes ? <span className="picker-unit__notes">{`Nota: ${u.notes}`}</span> : null}
                      </div>
                      {view === "picking" ? (
                        <div className="picker-unit__actions">
                          <button type="submit" name="intent" value={`toggle:${u.key}:selected`} className="picker-mark picker-mark--ok" aria-pressed={mark.selected} onClick={onToggle(u.key, "selected")} aria-label={`Recoger ${u.name} unidad ${u.unit}`}>
                            ✓
                          </button>
                          <button type="submit" name="intent" value={`toggle:${u.key}:rejected`} className="picker-mark picker-mark--no" aria-pressed={mark.rejected} onClick={onToggle(u.key, "rejected")} aria-label={`Rechazar ${u.name} unidad ${u.unit}`}>
                            ✕
                          </button>
                        </div>
                      ) : (
                        <span className="picker-unit__state">{mark.selected ? "Recogido" : "Rechazado"}</span>
                      )}
                    </li>
                  );
                })}
              </ul>
            </section>
          ))}
          {view === "picking" && result?.error ? (
            <p className="form-error" role="alert">
              {result.error}
            </p>
          ) : null}
        </Form>
      ) : null}

      {active && view === "finalStage" && !finishWaiting ? (
        <Form method="post" className="picker-back">
          <button type="submit" name="intent" value="back" className="button button--block button--ghost" onClick={onBack}>
            Volver a los productos
          </button>
        </Form>
      ) : null}
    </StaffShell>
  );
}
