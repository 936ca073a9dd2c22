// Fields of the loyalty reward sign-up (storefront.md §3 'Sign-up data: name,
// phone, email'; §5 Loyalty sign-up). Shared by the page (plain POST, no
// JavaScript) and the side-menu modal (fetcher). Values are never lost: the
// server sends them back with the message.
import type { ReactNode } from "react";
import type { SignUpReward } from "~/views/reward-signup.server";

export interface RewardFormReply {
  error: string;
  field?: "all" | "phone" | null;
  values: { name: string; phone: string; email: string };
}


export function rewardLead(r: SignUpReward): string {
  return `Registrate en ${r.programName} y sumá ${r.amount.toLocaleString("es-AR")} ${r.pointsName} para usar en tus próximos pedidos.`;
}

export function RewardFields({
  idPrefix,
  defaults,
  reply,
  returnTo,
  submitting,
  children,
}: {
  idPrefix: string;
  defaults: { name: string; phone: string; email: string };
  reply: RewardFormReply | null;
  returnTo: string;
  submitting?: boolean;
  children?: ReactNode;
}) {
  const v = reply?.values ?? defaults;
  const bad = (field: "name" | "phone" | "email") =>
    reply ? (reply.field === "phone" ? field === "phone" : reply.field === "all" ? !v[field] : false) : false;
  const errorId = `${idPrefix}-error`;
  return (
    <>
      <input type="hidden" name="returnTo" value={returnTo} />
      <div className="field">
        <label htmlFor={`${idPrefix}-name`}>Nombre</label>
        <input id={`${idPrefix}-name`} name="name" autoComplete="name" defaultValue={v.name} maxLength={120}
          aria-invalid={bad("name") || undefined} aria-describedby={reply ? errorId : undefined} />
      </div>
      <div className="field">
        <label htmlFor={`${idPrefix}-phone`}>Teléfono</label>
        <input id={`${idPrefix}-phone`} name="phone" type="tel" inputMode="tel" autoComplete="tel" placeholder="11 5555-0101"
          defaultValue={v.phone} maxLength={40} aria-invalid={bad("phone") || undefined} aria-describedby={reply ? errorId : undefined} />
      </div>
      <div className="field">
        <label htmlFor={`${idPrefix}-email`}>Email</label>
        <input id={`${idPrefix}-email`} name="email" type="email" autoComplete="email" defaultValue={v.email} maxLength={99}
          aria-invalid={bad("email") || undefined} aria-describedby={reply ? errorId : undefined} />
      </div>
      {reply ? (
        <p id={errorId} className="form-error" role="alert">
          {reply.error}
        </p>
      ) : null}
      {children}
      <button className="button button--block reward-form__submit" disabled={submitting}>
        {submitting ? "Validando…" : "Sumar mis puntos"}
      </button>
    </>
  );
}
