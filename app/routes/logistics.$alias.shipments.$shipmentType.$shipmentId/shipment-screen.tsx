// The shipment detail page's view (route.tsx has the loader and action).
import { Form, useActionData, useLoaderData, useNavigation, useRevalidator, useSubmit } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { VIBRATION_FAILURE, VIBRATION_SUCCESS } from "~/domain/logistics/feedback";
import { REFRESH_AFTER_UPDATE_MS } from "~/domain/logistics/tracking";
import { RIDER_TEXT } from "~/domain/logistics/rider-messages";
import { RiderHeader } from "~/ui/rider/rider-header";
import { ThumbBar } from "~/ui/staff/header-icons";
import { SlideToAdvance } from "~/ui/rider/slide-to-advance";
import { useHydrated } from "~/ui/use-hydrated";
import { keepStep, mustQueue } from "~/ui/staff/offline-steps";
import { PendingStepNote, PendingStepsBanner, usePendingSteps } from "~/ui/staff/pending-steps";
import { canCancel, stepAfter } from "~/domain/logistics/shipment-status";
import type { RiderScreen } from "~/services/logistics/rider-screen.server";

type LoaderData = {
  alias: string;
  locationName: string;
  screen: RiderScreen;
  path: string;
  listHref: string;
  notice: string | null;
  confirmCancel: boolean;
};
type ActionData = { error: string; deliveryKey: string | null } | undefined;

const vibrate = (pattern: readonly number[]) => {
  if (typeof navigator !== "undefined" && "vibrate" in navigator) navigator.vibrate([...pattern]);
};

export function ShipmentScreenView() {
  const data = useLoaderData() as unknown as LoaderData;
  const actionData = useActionData() as ActionData;
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const submit = useSubmit();
  const hydrated = useHydrated();
  const form = useRef<HTMLFormElement>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const { screen } = data;
  const busy = navigation.state !== "idle";
  const selected = screen.shipments[screen.selected];
  const error = actionData?.error ?? (screen.expiredByOther ? RIDER_TEXT.expiredByOther : null);

  // Steps taken without signal wait on the phone; while they wait the slider offers the one after them.
  const pending = usePendingSteps(() => revalidator.revalidate());
  const waiting = pending.steps.filter((p) => p.path === data.path);
  const step = waiting.length > 0 ? (waiting[waiting.length - 1].next as RiderScreen["step"]) ?? null : screen.step;
  const needsKey = step?.kind === "delivered";
  // The hand-back is offered from where the waiting steps lead (none after 'En camino al cliente'),
  // and once one waits on the phone nothing more is offered on this shipment.
  const cancelWaiting = waiting.some((p) => p.fields.intent === "cancel");
  const cancelOffered = !!screen.cancel && !cancelWaiting && (waiting.length === 0 || (step !== null && canCancel(step.from)));
  /** Keeps the step on the phone when it must wait (no signal, or earlier steps waiting); true when kept. */
  const queued = (fields: Record<string, string>, label: string, next: RiderScreen["step"]): boolean => {
    if (!mustQueue()) return false;
    void keepStep({ path: data.path, fields, label, next }).then(() => {
      form.current?.reset();
      vibrate(VIBRATION_SUCCESS);
    });
    return true;
  };

  // §8 failure vibration on an error; success on a change of the stack's selected shipment.
  useEffect(() => {
    if (actionData?.error) vibrate(VIBRATION_FAILURE);
  }, [actionData]);
  useEffect(() => {
    if (data.notice && data.notice.startsWith("Se ha cambiado")) vibrate(VIBRATION_SUCCESS);
  }, [data.notice]);
  // §9 "Refresh after an update: 5 s": the screen is fetched again (another rider, the store).
  useEffect(() => {
    if (!data.notice) return;
    const timer = window.setTimeout(() => revalidator.revalidate(), REFRESH_AFTER_UPDATE_MS);
    return () => window.clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data.notice, data.screen.status]);

  const title = screen.type === "stack" ? RIDER_TEXT.stackOf(screen.shipments.length) : `Pedido ${selected?.code ?? ""}`;
  // To the store before the pick-up and on the way back ('Regreso al local').
  const beforePickUp = screen.status === "LOOKING_FOR_DRIVER" || screen.status === "ON_ROUTE_TO_PICK_UP" || screen.step?.kind === "back";
  const routeLink = screen.links.routeAndBack ?? screen.links.route;

  const storeFirst = beforePickUp;
  const retiro = (
    <section className="rider-card rider-block" aria-labelledby="pick-up-title" key="retiro">
      <h2 id="pick-up-title" className="rider-card__label">
        {RIDER_TEXT.pickUp}
      </h2>
      <p className="rider-card__title">{screen.storeName}</p>
      {storeFirst ? (
        <p className="rider-card__links">
          <a className="button button--bordered" href={screen.links.toStore} target="_blank" rel="noreferrer">
            {RIDER_TEXT.toStore}
          </a>
        </p>
      ) : null}
    </section>
  );
  const entrega = selected ? (
    <section className="rider-card rider-block" aria-labelledby="drop-off-title" key="entrega">
      <h2 id="drop-off-title" className="rider-card__label">
        {RIDER_TEXT.dropOff}
        {screen.type === "stack" ? ` · ${selected.code}` : ""}
      </h2>
      <p className="rider-card__title">{selected.address || "Dirección sin datos"}</p>
      {selected.details ? <p className="rider-card__meta">{selected.details}</p> : null}
      {selected.notes ? <p className="rider-card__meta">Notas: {selected.notes}</p> : null}
      {selected.customer && !selected.finished ? (
        <div className="rider-receives">
          <h3 id="receives-title" className="rider-card__label">
            {RIDER_TEXT.receives}
          </h3>
          <p className="rider-card__name">{selected.customer.name}</p>
          {selected.customer.chatUrl ? (
            <a className="rider-card__phone" href={selected.customer.chatUrl} target="_blank" rel="noreferrer" aria-label={`${RIDER_TEXT.chat} con ${selected.customer.name}: ${selected.customer.phone}`}>
              {selected.customer.phoneText}
            </a>
          ) : (
            <p>{selected.customer.phoneText}</p>
          )}
        </div>
      ) : null}
      {!storeFirst && screen.links.toSelected && !selected.finished ? (
        <p className="rider-card__links">
          <a className="button button--bordered" href={screen.links.toSelected} target="_blank" rel="noreferrer">
            {RIDER_TEXT.toCustomer}
          </a>
        </p>
      ) : null}
    </section>
  ) : null;

  return (
    <div className="rider">
      <RiderHeader title={title} location={data.locationName} />
      <main className={`rider__main${step ? (needsKey ? " rider__main--bar-key" : " rider__main--bar") : ""}`}>
        <PendingStepsBanner state={pending} onDropped={() => revalidator.revalidate()} />
        {/* A step's 'Procesado…' speaks for the server: not while later steps are only on the phone. */}
        {data.notice && !actionData?.error && waiting.length === 0 ? (
          <p className="rider-notice" role="status">
            {data.notice}
          </p>
        ) : null}
        {error ? (
          <p className={`rider-error${screen.expiredByOther ? " rider-error--expired" : ""}`} role="alert">
            {error}
          </p>
        ) : null}

        <p className={`rider-status rider-status--${screen.expiredByOther ? "expired" : screen.status.toLowerCase()}`}>
          <span className="visually-hidden">Estado: </span>
          {screen.expiredByOther ? RIDER_TEXT.expiredByOther : screen.type === "stack" && selected ? `${selected.code} · ${selected.statusText}` : screen.statusText}
          <PendingStepNote steps={waiting} />
        </p>

        {selected ? (
          <section className="rider-cash" aria-label={RIDER_TEXT.cashTitle}>
            {screen.stackCollect ? <p className="rider-cash__total">{screen.stackCollect}</p> : null}
            {selected.finished || selected.status === "DELIVERED" || !selected.door.collect ? (
              <p className="rider-cash__collect rider-cash__collect--done">{selected.door.collect ? selected.payment : selected.door.how}</p>
            ) : (
              <>
                <p className="rider-cash__collect">
                  {screen.type === "stack" ? <span className="rider-cash__code">{selected.code}</span> : null}
                  {selected.door.collect}
                </p>
                <p className="rider-cash__how">{[selected.door.how, selected.door.paysWith].filter(Boolean).join(" · ")}</p>
                {selected.door.change ? <p className="rider-cash__change">{selected.door.change}</p> : null}
              </>
            )}
          </section>
        ) : null}

        {screen.type === "stack" ? (
          <nav className="rider-stack" aria-label="Pedidos de la multientrega">
            <ol className="rider-stack__list">
              {screen.shipments.map((s, i) => (
                <li key={s.id}>
                  <Form method="post" replace>
                    <input type="hidden" name="intent" value="select" />
                    <input type="hidden" name="shipmentId" value={s.id} />
                    <button
                      className={`rider-stack__item${i === screen.selected ? " is-selected" : ""}${s.finished ? " is-finished" : ""}`}
                      type="submit"
                      aria-current={i === screen.selected ? "true" : undefined}
                      disabled={busy || screen.owner !== "me" || s.finished}
                    >
                      <span className="rider-stack__code">
                        {i + 1}. {s.code}
                      </span>
                      <span className="rider-stack__address">{s.address}</span>
                      <span className="rider-stack__status">
                        {s.statusText}
                        {s.door.collect && !s.finished && s.status !== "DELIVERED" ? (
                          <>
                            {" · "}
                            <span className="rider-stack__collect">{s.door.collect}</span>
                          </>
                        ) : null}
                      </span>
                    </button>
                  </Form>
                </li>
              ))}
            </ol>
            {routeLink ? (
              <a className="button button--bordered button--block" href={routeLink} target="_blank" rel="noreferrer">
                {screen.links.routeAndBack ? RIDER_TEXT.routeAndBack : RIDER_TEXT.routeMap}
              </a>
            ) : null}
          </nav>
        ) : null}

        {storeFirst ? [retiro, entrega] : [entrega, retiro]}

        {screen.cancel && cancelOffered ? (
          <div className="rider-cancel">
            {data.confirmCancel ? (
              <CancelConfirm path={data.path} onQueue={() => queued({ intent: "cancel" }, screen.cancel!.label, null)} />
            ) : (
              <a
                className="button button--ghost button--block rider-cancel__open"
                href={`${data.path}?cancelar=1`}
                onClick={(e) => {
                  if (!hydrated || !dialog.current) return;
                  e.preventDefault();
                  vibrate(VIBRATION_FAILURE);
                  dialog.current.showModal();
                }}
              >
                {screen.cancel.label}
              </a>
            )}
            {hydrated ? (
              <dialog ref={dialog} className="rider-dialog" aria-labelledby="cancel-title">
                <CancelConfirm path={data.path} onBack={() => dialog.current?.close()} onQueue={() => queued({ intent: "cancel" }, screen.cancel!.label, null)} />
              </dialog>
            ) : null}
          </div>
        ) : null}
      </main>

      {/* The main action shares the bottom bar's row with the back arrow and the refresh: one bar, not two. */}
      <ThumbBar
        back={screen.inProgress ? null : { href: data.listHref, label: RIDER_TEXT.seeShipments }}
        refresh={{
          href: data.path,
          label: RIDER_TEXT.refresh,
          busy: revalidator.state === "loading",
          onClick: (e) => {
            e.preventDefault();
            revalidator.revalidate();
          },
        }}
      >
        {step ? (
          <Form method="post" ref={form} className="rider-bar" replace>
            <input type="hidden" name="intent" value="advance" />
            <input type="hidden" name="from" value={step.from} />
            {needsKey ? (
              <div className="rider-key">
                <label htmlFor="deliveryKey">{RIDER_TEXT.deliveryKeyLabel}</label>
                <input
                  id="deliveryKey"
                  name="deliveryKey"
                  inputMode="numeric"
                  autoComplete="off"
                  pattern="[0-9]{4}"
                  maxLength={4}
                  required
                  defaultValue={actionData?.deliveryKey ?? ""}
                  aria-invalid={actionData?.error ? true : undefined}
                />
              </div>
            ) : null}
            <SlideToAdvance
              action={step.label}
              disabled={busy}
              onAdvance={(value) => {
                if (!form.current) return;
                if (!form.current.reportValidity()) {
                  vibrate(VIBRATION_FAILURE);
                  return;
                }
                const fd = new FormData(form.current);
                fd.set("slider", String(value));
                // No signal (or earlier steps still waiting): kept on the phone, sent in order later.
                const fields = Object.fromEntries([...fd.entries()].map(([k, v]) => [k, String(v)]));
                if (queued(fields, step.label, stepAfter(step, screen.type))) return;
                submit(fd, { method: "post", replace: true });
              }}
            />
          </Form>
        ) : null}
      </ThumbBar>
    </div>
  );
}

/** The hand-back's confirmation; `onQueue` keeps it on the phone instead of posting (true when kept). */
function CancelConfirm({ path, onBack, onQueue }: { path: string; onBack?: () => void; onQueue?: () => boolean }) {
  return (
    <div className="rider-confirm">
      <p id="cancel-title" className="rider-confirm__text">
        {RIDER_TEXT.cancelConfirm}
      </p>
      <Form
        method="post"
        action={path}
        replace
        onSubmit={(e) => {
          if (onQueue?.()) e.preventDefault();
          onBack?.();
        }}
      >
        <input type="hidden" name="intent" value="cancel" />
        <button className="button button--block rider-confirm__go" type="submit">
          {RIDER_TEXT.cancelGo}
        </button>
      </Form>
      <a
        className="button button--ghost button--block"
        href={path}
        onClick={(e) => {
          if (!onBack) return;
          e.preventDefault();
          onBack();
        }}
      >
        {RIDER_TEXT.cancelKeep}
      </a>
    </div>
  );
}
