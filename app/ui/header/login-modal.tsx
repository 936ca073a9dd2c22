// 'Iniciar sesión' (storefront.md §2 Modals "Sign in by phone"). This issue ships
// the modal and its phone field; the sign-in itself (customer lookup, session,
// toasts 'Inicio de sesión con éxito' / 'Error iniciando sesión') is issue 3.
// The form posts to the layout action (intent=login), which validates the phone.
import { Form } from "@remix-run/react";
import { Modal } from "~/ui/modal";

export interface LoginReply {
  phone?: string;
  error?: string;
  notice?: string;
}

export function LoginModal({
  basePath,
  returnTo,
  phonePrefix,
  reply,
  closeHref,
  onClose,
}: {
  basePath: string;
  returnTo: string;
  phonePrefix: string;
  reply: LoginReply | null;
  closeHref: string;
  onClose?: () => void;
}) {
  return (
    <Modal title="Iniciar sesión" closeHref={closeHref} onClose={onClose} className="login-modal">
      <p className="muted">Ingresa tu número de teléfono para ver tus pedidos y beneficios.</p>
      <Form method="post" action={`${basePath}?login=1`} className="stack" noValidate>
        <input type="hidden" name="intent" value="login" />
        <input type="hidden" name="returnTo" value={returnTo} />
        <div className="field">
          <label htmlFor="login-phone">Número de teléfono</label>
          <div className="phone-input">
            <span className="phone-input__prefix" aria-hidden="true">
              +{phonePrefix}
            </span>
            <input
              id="login-phone"
              name="phone"
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              defaultValue={reply?.phone ?? ""}
              aria-invalid={reply?.error ? true : undefined}
              aria-describedby={reply?.error ? "login-phone-error" : undefined}
              required
            />
          </div>
          {reply?.error ? (
            <p id="login-phone-error" className="field-error" role="alert">
              {reply.error}
            </p>
          ) : null}
        </div>
        {reply?.notice ? (
          <p className="login-modal__notice" role="status">
            {reply.notice}
          </p>
        ) : null}
        <button className="button button--block" type="submit">
          Continuar
        </button>
      </Form>
    </Modal>
  );
}
