// 'Iniciar sesión' (storefront.md §2 Modals "Sign in by phone", §5 Phone):
// phone with a country select of the 12 allowed countries (initial country from
// the stored prefix or the branch country). The form posts to the page's action
// (intent=login): customers.server.ts signIn validates ('Debe ingresar un número
// válido'), stores phone + prefix in the session and flashes 'Inicio de sesión
// con éxito' / 'Error iniciando sesión'. Without JavaScript it is served from ?login=1.
import { Form } from "@remix-run/react";
import { Modal } from "~/ui/modal";
import { PhoneFields } from "~/ui/account/phone-fields";

export interface LoginReply {
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
  closeHref,
  onClose,
}: {
  basePath: string;
  returnTo: string;
  /** Initial country of the select ('ar'). */
  country: string;
  reply: LoginReply | null;
  closeHref: string;
  onClose?: () => void;
}) {
  return (
    <Modal title="Iniciar sesión" closeHref={closeHref} onClose={onClose} className="login-modal">
      <LoginForm basePath={basePath} returnTo={returnTo} country={country} reply={reply} />
    </Modal>
  );
}

export function LoginForm({ basePath, returnTo, country, reply }: { basePath: string; returnTo: string; country: string; reply: LoginReply | null }) {
  return (
    <>
      <p className="muted">Ingresa tu número de teléfono para ver tus pedidos y beneficios.</p>
      <Form method="post" action={`${basePath}?login=1`} className="stack" noValidate>
        <input type="hidden" name="intent" value="login" />
        <input type="hidden" name="returnTo" value={returnTo} />
        <PhoneFields idPrefix="login" country={reply?.country ?? country} phone={reply?.phone ?? ""} error={reply?.error} />
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
