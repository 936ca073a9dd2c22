// 'Iniciar sesión' (storefront.md §2 Modals "Sign in by phone", §5 Phone; the phone is
// proved with a one-time code): two steps, both plain forms posted to the page's action, so they work
// without JavaScript (served from ?login=1) and, with it, inside the modal.
//   1. intent=login: phone with the country select of the 12 allowed countries and
//      WhatsApp or SMS → a 6-digit code is sent ('Debe ingresar un número válido').
//   2. intent=login-code: the code → 'Inicio de sesión con éxito' / 'Error iniciando
//      sesión'. 'Cambiar número' (intent=login-restart) and 'Reenviar código' go back.
// The flow itself: app/services/sign-in/sign-in.server.ts.
import { Form } from "@remix-run/react";
import { Modal } from "~/ui/modal";
import { PhoneFields } from "~/ui/account/phone-fields";
import type { PendingSignInView } from "~/domain/identity/sign-in-code";

export interface LoginReply {
  step?: "phone" | "code";
  phone?: string;
  country?: string;
  error?: string;
  notice?: string;
}

export function LoginModal({
  basePath,
  returnTo,
  country,
  reply,
  pending,
  closeHref,
  onClose,
}: {
  basePath: string;
  returnTo: string;
  /** Initial country of the select ('ar'). */
  country: string;
  reply: LoginReply | null;
  /** The sign-in waiting for its code (the session's), or null. */
  pending: PendingSignInView | null;
  closeHref: string;
  onClose?: () => void;
}) {
  return (
    <Modal title="Iniciar sesión" closeHref={closeHref} onClose={onClose} className="login-modal">
      <LoginForm basePath={basePath} returnTo={returnTo} country={country} reply={reply} pending={pending} />
    </Modal>
  );
}

export function LoginForm({
  basePath,
  returnTo,
  country,
  reply,
  pending,
}: {
  basePath: string;
  returnTo: string;
  country: string;
  reply: LoginReply | null;
  pending: PendingSignInView | null;
}) {
  const action = `${basePath}?login=1`;
  const codeStep = pending && reply?.step !== "phone";
  if (codeStep) {
    const codeError = reply?.step === "code" ? reply.error : undefined;
    return (
      <>
        <p className="login-modal__notice" role="status">
          {pending.notice}
        </p>
        {pending.voidedMessage ? (
          <p className="field-error" role="alert">
            {pending.voidedMessage}
          </p>
        ) : (
          <Form method="post" action={action} className="stack" noValidate>
            <input type="hidden" name="intent" value="login-code" />
            <input type="hidden" name="returnTo" value={returnTo} />
            <div className="field">
              <label htmlFor="login-code">Código de 6 dígitos</label>
              <input
                id="login-code"
                name="code"
                className="login-modal__code"
                type="text"
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="[0-9]*"
                maxLength={12}
                autoFocus
                aria-invalid={codeError ? true : undefined}
                aria-describedby={codeError ? "login-code-error" : undefined}
                required
              />
              {codeError ? (
                <p id="login-code-error" className="field-error" role="alert">
                  {codeError}
                </p>
              ) : null}
            </div>
            <button className="button button--block" type="submit">
              Ingresar
            </button>
          </Form>
        )}
        <div className="login-modal__actions">
          <Form method="post" action={action}>
            <input type="hidden" name="intent" value="login" />
            <input type="hidden" name="returnTo" value={returnTo} />
            <input type="hidden" name="phone" value={pending.phone} />
            <input type="hidden" name="country" value={pending.country} />
            <input type="hidden" name="channel" value={pending.channel} />
            <button className="button button--ghost button--small" type="submit">
              Reenviar código
            </button>
          </Form>
          <Form method="post" action={action}>
            <input type="hidden" name="intent" value="login-restart" />
            <input type="hidden" name="returnTo" value={returnTo} />
            <button className="button button--ghost button--small" type="submit">
              Cambiar número
            </button>
          </Form>
        </div>
      </>
    );
  }
  return (
    <>
      <p className="muted">Ingresa tu número de teléfono: te enviaremos un código para ver tus pedidos y beneficios.</p>
      <Form method="post" action={action} className="stack" noValidate>
        <input type="hidden" name="intent" value="login" />
        <input type="hidden" name="returnTo" value={returnTo} />
        <PhoneFields idPrefix="login" country={reply?.country ?? country} phone={reply?.phone ?? ""} error={reply?.error} />
        <fieldset className="login-modal__channels">
          <legend>Recibir el código por</legend>
          <label>
            <input type="radio" name="channel" value="whatsapp" defaultChecked /> WhatsApp
          </label>
          <label>
            <input type="radio" name="channel" value="sms" /> SMS
          </label>
        </fieldset>
        {reply?.notice ? (
          <p className="login-modal__notice" role="status">
            {reply.notice}
          </p>
        ) : null}
        <button className="button button--block" type="submit">
          Continuar
        </button>
      </Form>
    </>
  );
}
