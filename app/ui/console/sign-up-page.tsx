// /alta: the phone and its code, then one form for the business (plain form; JavaScript checks
// the alias as it is typed and lets the person move the location's pin on a map).
import { Form, Link, useFetcher, useNavigation } from "@remix-run/react";
import { lazy, Suspense, useEffect, useState } from "react";
import { PhoneFields } from "~/ui/account/phone-fields";
import { errorProps } from "~/ui/checkout/field";
import { useHydrated } from "~/ui/use-hydrated";
import type { SignUpActionData, SignUpView } from "~/routes/alta._index/sign-up.server";

const PinMap = lazy(() => import("./pin-map").then((m) => ({ default: m.PinMap })));

const COUNTRIES: [string, string][] = [
  ["ar", "Argentina"], ["uy", "Uruguay"], ["cl", "Chile"], ["co", "Colombia"], ["pe", "Perú"], ["br", "Brasil"],
  ["py", "Paraguay"], ["mx", "México"], ["ec", "Ecuador"], ["bo", "Bolivia"], ["ve", "Venezuela"],
];
const DAYS: [number, string][] = [[1, "Lun"], [2, "Mar"], [3, "Mié"], [4, "Jue"], [5, "Vie"], [6, "Sáb"], [7, "Dom"]];

function Text({ name, label, value, error, ...rest }: { name: string; label: string; value: string; error?: string } & React.InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div className="field">
      <label htmlFor={name}>{label}</label>
      <input id={name} name={name} defaultValue={value} {...errorProps(name, error)} {...rest} />
      {error ? (
        <p id={`${name}-error`} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function AliasField({ value, error }: { value: string; error?: string }) {
  const check = useFetcher<{ available: boolean; message: string }>();
  const [alias, setAlias] = useState(value);
  useEffect(() => {
    if (!alias) return;
    const t = setTimeout(() => check.load(`/alta/alias?alias=${encodeURIComponent(alias)}`), 350);
    return () => clearTimeout(t);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [alias]);
  const live = alias && check.data ? check.data : null;
  const message = error ?? (live && !live.available ? live.message : undefined);
  return (
    <div className="field">
      <label htmlFor="alias">Alias de su tienda</label>
      <div className="sign-up__alias">
        <span aria-hidden="true">/menu/</span>
        <input id="alias" name="alias" defaultValue={value} required maxLength={40} autoCapitalize="none" spellCheck={false} onChange={(e) => setAlias(e.target.value.trim().toLowerCase())} {...errorProps("alias", message)} />
      </div>
      {message ? (
        <p id="alias-error" className="field-error" role="alert">
          {message}
        </p>
      ) : live?.available ? (
        <p className="field-ok" aria-live="polite">
          {live.message}
        </p>
      ) : (
        <p className="field-hint">Letras minúsculas, números y guiones: es la dirección de su tienda.</p>
      )}
    </div>
  );
}

export function SignUpPage({ view, result }: { view: SignUpView; result: SignUpActionData | undefined }) {
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const busy = navigation.state !== "idle" && navigation.formMethod?.toLowerCase() === "post";

  if (view.step === "done") {
    return (
      <section className="console-card card stack" aria-live="polite">
        <h2>¡Su tienda está en línea!</h2>
        <p>
          {view.businessName} ya recibe pedidos en <Link to={`/menu/${view.alias}`}>/menu/{view.alias}</Link>. Edite la carta de ejemplo antes de compartir el enlace.
        </p>
        <Link className="button button--block" to={`/admin/${view.alias}/carta`}>
          Editar la carta
        </Link>
        <Link className="button button--bordered button--block" to={`/consola/${view.locationAlias}`}>
          Ver los pedidos
        </Link>
      </section>
    );
  }

  if (view.step === "phone") {
    const r = result && "phone" in result ? result : undefined;
    if (r?.step === "code") {
      return (
        <Form method="post" className="console-card card stack" noValidate>
          <h2>Ingrese el código</h2>
          {r.notice ? <p aria-live="polite">{r.notice}</p> : null}
          <input type="hidden" name="phone" value={r.phone} />
          <input type="hidden" name="country" value={r.country} />
          <Text name="code" label="Código de 6 dígitos" value="" error={r.error} inputMode="numeric" autoComplete="one-time-code" maxLength={7} required autoFocus />
          <button type="submit" name="intent" value="code" className="button button--block" disabled={busy}>
            Continuar
          </button>
          <Link className="console-card__link" to="/alta">
            Usar otro teléfono
          </Link>
        </Form>
      );
    }
    return (
      <Form method="post" className="console-card card stack" noValidate>
        <h2>Cree la tienda de su negocio</h2>
        <p>Primero confirmamos su teléfono con un código por WhatsApp: con él entrará a la consola y al back office.</p>
        <PhoneFields idPrefix="alta" country={r?.country ?? view.country} phone={r?.phone ?? ""} error={r?.error} label="Su teléfono" />
        <button type="submit" name="intent" value="phone" className="button button--block" disabled={busy}>
          Enviar código
        </button>
      </Form>
    );
  }

  const r = result && "values" in result ? result : undefined;
  const v = r?.values ?? {};
  const e = r?.errors ?? {};
  const text = (k: string, d = "") => (typeof v[k] === "string" ? (v[k] as string) : d);
  const list = (k: string, d: string[]) => (Array.isArray(v[k]) ? (v[k] as string[]) : d);
  const lat = Number(text("lat")), lng = Number(text("lng"));
  return (
    <Form method="post" className="sign-up card stack" noValidate>
      <h2>Los datos de su negocio</h2>
      <p className="sign-up__who">Teléfono confirmado: {view.phoneDisplay}</p>
      {e.form ? (
        <p className="form-error" role="alert">
          {e.form}
        </p>
      ) : null}
      <Text name="ownerName" label="Su nombre y apellido" value={text("ownerName")} error={e.ownerName} autoComplete="name" maxLength={80} required />
      <Text name="businessName" label="Nombre del negocio" value={text("businessName")} error={e.businessName} maxLength={60} required />
      <AliasField value={text("alias")} error={e.alias} />
      <div className="field">
        <label htmlFor="country">País</label>
        <select id="country" name="country" defaultValue={text("country", view.country)} {...errorProps("country", e.country)}>
          {COUNTRIES.map(([code, name]) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </select>
        <p className="field-hint">La moneda, el formato de los teléfonos y la hora siguen al país.</p>
      </div>
      <fieldset className="sign-up__group">
        <legend>Dirección del local</legend>
        <Text name="street" label="Calle" value={text("street")} error={e.street} autoComplete="address-line1" maxLength={80} required />
        <Text name="number" label="Altura" value={text("number")} error={e.number} inputMode="numeric" maxLength={10} required />
        <Text name="city" label="Ciudad" value={text("city")} error={e.city} autoComplete="address-level2" maxLength={60} required />
        {hydrated ? (
          <Suspense fallback={null}>
            <PinMap initial={Number.isFinite(lat) && Number.isFinite(lng) && (lat || lng) ? { lat, lng } : null} />
          </Suspense>
        ) : (
          <p className="field-hint">Buscaremos la dirección en el mapa al enviar el formulario.</p>
        )}
      </fieldset>
      <fieldset className="sign-up__group">
        <legend>Cómo le piden</legend>
        {e.modes ? (
          <p className="field-error" role="alert">
            {e.modes}
          </p>
        ) : null}
        {(
          [
            ["DELIVERY", "Delivery"],
            ["TAKE_AWAY", "Retiro en local"],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="sign-up__check">
            <input type="checkbox" name="modes" value={value} defaultChecked={list("modes", ["DELIVERY", "TAKE_AWAY"]).includes(value)} /> {label}
          </label>
        ))}
      </fieldset>
      <fieldset className="sign-up__group">
        <legend>Horario de atención</legend>
        {e.days ? (
          <p className="field-error" role="alert">
            {e.days}
          </p>
        ) : null}
        <div className="sign-up__days">
          {DAYS.map(([n, label]) => (
            <label key={n} className="sign-up__check">
              <input type="checkbox" name="days" value={n} defaultChecked={list("days", ["1", "2", "3", "4", "5", "6", "7"]).includes(String(n))} /> {label}
            </label>
          ))}
        </div>
        <div className="sign-up__hours">
          <Text name="opensAt" label="Abre" value={text("opensAt", "11:00")} error={e.opensAt} type="time" required />
          <Text name="closesAt" label="Cierra" value={text("closesAt", "23:00")} error={e.closesAt} type="time" required />
        </div>
      </fieldset>
      <Text name="whatsapp" label="WhatsApp del local" value={text("whatsapp")} error={e.whatsapp} type="tel" inputMode="tel" placeholder="11 5555-0001" maxLength={40} required />
      <button type="submit" name="intent" value="signup" className="button button--block" disabled={busy} aria-busy={busy}>
        Crear mi tienda
      </button>
    </Form>
  );
}
