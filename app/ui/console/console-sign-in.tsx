// /consola: phone, then the one-time code; signed in, the locations the person may open.
// Plain forms: each step posts and the server answers with the next one.
import { Form, Link, useNavigation } from "@remix-run/react";
import { PhoneFields } from "~/ui/account/phone-fields";
import { errorProps } from "~/ui/checkout/field";
import type { ConsoleActionData, ConsoleSignInView } from "~/routes/consola._index/console-sign-in.server";

export function ConsoleSignIn({ view, result }: { view: ConsoleSignInView; result: ConsoleActionData | undefined }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod?.toLowerCase() === "post";

  if (view.step === "signedIn") {
    return (
      <section className="console-card card stack" aria-labelledby="locales">
        <h2 id="locales">Elija un local</h2>
        {view.businesses.map((b) => (
          <div key={b.companyName} className="console-business">
            <p className="console-business__who">
              <strong>{b.companyName}</strong> · {b.personName} ({b.roleLabel})
            </p>
            {b.locations.length === 0 ? (
              <p>No tiene locales asignados. Pídale a la dueña o al dueño que le asigne uno.</p>
            ) : (
              <ul className="console-locations">
                {b.locations.map((l) => (
                  <li key={l.alias}>
                    <Link className="button button--bordered button--block" to={`/consola/${l.alias}`}>
                      {l.name}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
            {b.backOfficePath ? (
              <p>
                <Link className="button button--ghost button--block" to={b.backOfficePath}>
                  Administración del negocio
                </Link>
              </p>
            ) : null}
          </div>
        ))}
        <Form method="post">
          <button type="submit" name="intent" value="logout" className="button button--ghost button--block">
            Cerrar sesión
          </button>
        </Form>
      </section>
    );
  }

  const step = result?.step ?? "phone";
  const phone = result?.phone ?? view.phone;
  const country = result?.country ?? view.country;
  if (step === "code") {
    return (
      <Form method="post" className="console-card card stack" noValidate>
        <h2>Ingrese el código</h2>
        {result?.notice ? <p aria-live="polite">{result.notice}</p> : null}
        <input type="hidden" name="phone" value={phone} />
        <input type="hidden" name="country" value={country} />
        {view.volver ? <input type="hidden" name="volver" value={view.volver} /> : null}
        <div className="field">
          <label htmlFor="code">Código de 6 dígitos</label>
          <input id="code" name="code" type="text" inputMode="numeric" autoComplete="one-time-code" maxLength={7} required autoFocus {...errorProps("code", result?.error)} />
          {result?.error ? (
            <p id="code-error" className="field-error" role="alert">
              {result.error}
            </p>
          ) : null}
        </div>
        <button type="submit" name="intent" value="code" className="button button--block" disabled={busy} aria-busy={busy}>
          Ingresar
        </button>
        <Link className="console-card__link" to={view.volver ? `/consola?volver=${encodeURIComponent(view.volver)}` : "/consola"}>
          Usar otro teléfono
        </Link>
      </Form>
    );
  }
  return (
    <Form method="post" className="console-card card stack" noValidate>
      <h2>Ingrese con su teléfono</h2>
      <p>Le enviaremos un código por WhatsApp para entrar a la consola de su local.</p>
      {view.volver ? <input type="hidden" name="volver" value={view.volver} /> : null}
      <PhoneFields idPrefix="console" country={country} phone={phone} error={result?.error} label="Teléfono" />
      <button type="submit" name="intent" value="phone" className="button button--block" disabled={busy} aria-busy={busy}>
        Enviar código
      </button>
    </Form>
  );
}
