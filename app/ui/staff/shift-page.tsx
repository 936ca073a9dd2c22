// logistics.md §2 Shift page (rider and picker): the five variants with their fields,
// buttons and greeting. A plain <Form method="post">: without JavaScript the browser posts
// it; with JavaScript Remix submits it in place and the button shows the wait. Register and
// log in from a device not known for the person add a step: the code sent to the phone.
import { Form, Link, useNavigation } from "@remix-run/react";
import { errorProps } from "~/ui/checkout/field";

export interface ShiftPageView {
  variant: "phoneIntake" | "register" | "logIn" | "logOut" | "success";
  phone: string;
  phoneDisplay: string;
  personName: string | null;
  intakeHref: string;
  handIn?: { label: string; amount: string; detail: string } | null;
}

/** 'Efectivo a rendir $ 14.050 · 1 envío entregado en efectivo': the cash the rider brings back. */
function HandIn({ handIn }: { handIn: NonNullable<ShiftPageView["handIn"]> }) {
  return (
    <div className="shift-hand-in" role="group" aria-labelledby="hand-in-label">
      <p id="hand-in-label" className="shift-hand-in__label">
        {handIn.label}
      </p>
      <p className="shift-hand-in__amount">{handIn.amount}</p>
      <p className="muted shift-hand-in__detail">{handIn.detail}</p>
    </div>
  );
}

function Input({ id, label, error, ...rest }: { id: string; label: string; error?: string } & React.InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} name={id} {...errorProps(id, error)} {...rest} />
    </div>
  );
}

const phoneProps = { type: "tel", inputMode: "tel", autoComplete: "tel", maxLength: 40, placeholder: "+54 9 11 1234-5678" } as const;
const codeProps = { type: "password", inputMode: "numeric", autoComplete: "one-time-code", maxLength: 4, pattern: "[0-9]{4}", placeholder: "••••" } as const;

const phoneCodeProps = { type: "text", inputMode: "numeric", autoComplete: "one-time-code", maxLength: 7, pattern: "[0-9 ]{6,7}", placeholder: "123456" } as const;

export function ShiftPage({
  view,
  error,
  values,
  action,
  phoneCode,
}: {
  view: ShiftPageView;
  error?: string;
  values?: Record<string, string>;
  action?: string;
  phoneCode?: { notice: string };
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod?.toLowerCase() === "post";
  const v = values ?? {};
  const errorBox = error ? (
    <p className="form-error" role="alert" id="shift-error">
      {error}
    </p>
  ) : null;
  const button = (label: string) => (
    <button type="submit" className="button button--block" disabled={busy} aria-busy={busy}>
      {label}
    </button>
  );

  if (view.variant === "success") {
    return (
      <section className="shift-card card shift-card--done" aria-live="polite">
        <p className="shift-card__check" aria-hidden="true">✓</p>
        <h2>Turno finalizado con éxito</h2>
        {view.handIn ? <HandIn handIn={view.handIn} /> : null}
        <Link className="shift-card__link" to={view.intakeHref}>
          Iniciar otro turno
        </Link>
      </section>
    );
  }

  if (phoneCode && (view.variant === "register" || view.variant === "logIn")) {
    // The phone-code step: the security code was right; this device proves the phone once.
    return (
      <Form method="post" action={action} className="shift-card card stack" noValidate>
        <div className="shift-greeting">
          <h2>Confirma que el teléfono es tuyo</h2>
          <p className="muted" id="phone-code-notice">
            {phoneCode.notice}
          </p>
        </div>
        <Input id="phoneCode" label="Código recibido" {...phoneCodeProps} required error={error || undefined} autoFocus />
        {errorBox}
        <button type="submit" name="intent" value="phoneCode" className="button button--block" disabled={busy} aria-busy={busy}>
          Iniciar turno
        </button>
        <button type="submit" name="intent" value="resend" className="button button--ghost button--block" disabled={busy} formNoValidate>
          Enviar un código nuevo
        </button>
        <Link className="shift-card__link" to={view.intakeHref}>
          Usar otro teléfono
        </Link>
      </Form>
    );
  }

  if (view.variant === "phoneIntake") {
    return (
      <Form method="post" action={action} className="shift-card card stack" noValidate>
        <Input id="phone" label="Ingresa con tu teléfono" {...phoneProps} defaultValue={v.phone ?? view.phoneDisplay} required error={error} autoFocus />
        {errorBox}
        {button("Siguiente")}
      </Form>
    );
  }

  if (view.variant === "register") {
    return (
      <Form method="post" className="shift-card card stack" noValidate>
        <Input id="phone" label="Ingresa con tu teléfono" {...phoneProps} defaultValue={v.phone ?? view.phoneDisplay} required />
        <Input id="phoneConfirmation" label="Confirma tu teléfono" {...phoneProps} defaultValue={v.phoneConfirmation ?? ""} required />
        <Input id="name" label="Nombre y apellido" type="text" autoComplete="name" maxLength={80} defaultValue={v.name ?? ""} required />
        <Input id="securityCode" label="Código de seguridad" {...codeProps} required error={error} />
        {errorBox}
        {button("Iniciar turno")}
        <Link className="shift-card__link" to={view.intakeHref}>
          Usar otro teléfono
        </Link>
      </Form>
    );
  }

  // logIn / logOut: the greeting with the person's name, the phone carried along, the code.
  return (
    <Form method="post" className="shift-card card stack" noValidate>
      <div className="shift-greeting">
        <h2>{`Hola, ${view.personName}`}</h2>
        <p className="muted">{view.phoneDisplay}</p>
      </div>
      {view.variant === "logOut" && view.handIn ? <HandIn handIn={view.handIn} /> : null}
      <input type="hidden" name="phone" value={view.phone} />
      <Input id="securityCode" label="Código de seguridad" {...codeProps} required error={error} autoFocus />
      {errorBox}
      {button(view.variant === "logIn" ? "Iniciar turno" : "Finalizar turno")}
      <Link className="shift-card__link" to={view.intakeHref}>
        No soy yo
      </Link>
    </Form>
  );
}
