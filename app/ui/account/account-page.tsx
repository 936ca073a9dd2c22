// Page shell of 'Mis pedidos' and 'Mis {points name}' without JavaScript (and
// on direct visits): back link, title, the sign-in form when logged out
// (storefront.md §6 'Inicie sesión'), toasts.
import type { ReactNode } from "react";
import { Link } from "@remix-run/react";
import { LoginForm, type LoginReply } from "~/ui/header/login-modal";
import { Toasts } from "~/ui/toasts";
import type { AccountPageBase } from "~/views/account-view.server";

export function AccountPage({
  data,
  title,
  selfPath,
  login,
  children,
}: {
  data: AccountPageBase;
  title: string;
  selfPath: string;
  login: LoginReply | null;
  children: ReactNode;
}) {
  return (
    <>
      <main id="main" className="account-page">
        <Link to={data.backHref} className="account-page__back">
          ← Volver al menú
        </Link>
        <p className="account-page__local">{data.branchContactName}</p>
        <h1>{title}</h1>
        <section className="card account-card">
          {data.loggedIn ? (
            children
          ) : (
            <>
              <h2 className="account-card__title">Iniciar sesión</h2>
              <LoginForm basePath={selfPath} returnTo={selfPath} country={data.loginCountry} reply={login} pending={data.signInPending} />
            </>
          )}
        </section>
        {data.loggedIn ? (
          <form method="post" action={selfPath} className="account-page__logout">
            <input type="hidden" name="intent" value="logout" />
            <button className="button button--ghost button--small">Cerrar sesión</button>
          </form>
        ) : null}
      </main>
      <Toasts messages={data.toasts} />
    </>
  );
}
