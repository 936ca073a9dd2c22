// /admin/{companyAlias}/equipo: the owner's team (team-page.server.ts). Every button is a plain
// form that posts here and comes back with a notice, so the page works without JavaScript.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { SHOP_ROLE_LABEL, SHOP_ROLES } from "~/domain/shop/shop-roles";
import { BackOfficeShell, backOfficeLinks } from "~/ui/back-office/back-office-shell";
import { teamAction, teamLoader, type TeamActionData } from "./team-page.server";

export const links = backOfficeLinks;

export const meta: MetaFunction = () => [{ title: "Equipo · Administración" }, { name: "robots", content: "noindex" }];

export const loader = ({ request, params, context }: LoaderFunctionArgs) => teamLoader(context.cloudflare.env, request, params.companyAlias ?? "");

export const action = ({ request, params, context }: ActionFunctionArgs) => teamAction(context.cloudflare.env, request, params.companyAlias ?? "");

type View = ReturnType<typeof useLoaderData<typeof loader>>;
type Location = View["locations"][number];

const GROUP_TITLE = { rider: "Repartidores", picker: "Preparadores" } as const;
const ADD_LABEL = { rider: "Agregar repartidor", picker: "Agregar preparador" } as const;

function ChangeCodeButton({ branchContactId, role, label }: { branchContactId: number; role: "rider" | "picker"; label: string }) {
  return (
    <Form method="post" className="bo-inline">
      <input type="hidden" name="branchContactId" value={branchContactId} />
      <input type="hidden" name="role" value={role} />
      <button type="submit" name="intent" value="cambiar-codigo" className="button button--small" aria-label={label}>
        Cambiar código
      </button>
    </Form>
  );
}

export default function TeamPage() {
  const view = useLoaderData<typeof loader>();
  const result = useActionData<TeamActionData>();
  return (
    <BackOfficeShell nav={view.nav} title="Equipo" notice={view.notice}>
      {view.alerts.map((a) => (
        <div key={`${a.branchContactId}-${a.role}`} className="bo-alert" role="alert">
          <p>{a.text}</p>
          <ChangeCodeButton branchContactId={a.branchContactId} role={a.role} label={`Cambiar código: ${a.text}`} />
        </div>
      ))}
      {view.locations.map((l) => (
        <LocationTeam key={l.id} location={l} result={result} newCode={view.newCode?.branchContactId === l.id ? view.newCode.text : null} />
      ))}
      <ConsolePeople view={view} result={result} />
    </BackOfficeShell>
  );
}

function LocationTeam({ location: l, result, newCode }: { location: Location; result: TeamActionData | undefined; newCode: string | null }) {
  return (
    <section className="bo-category card bo-team" aria-labelledby={`local-${l.id}`}>
      <h2 className="bo-category__name" id={`local-${l.id}`}>
        {l.name}
      </h2>
      <h3 className="bo-team__title">Códigos de seguridad</h3>
      {/* Beside the button that made it: with JavaScript the page keeps its scroll position. */}
      {newCode ? (
        <p className="bo-new-code" role="status">
          {newCode}
        </p>
      ) : null}
      <ul className="bo-team__list">
        {l.codes.map((c) => (
          <li key={c.role} className="bo-team__row">
            <span>
              {`Código de ${GROUP_TITLE[c.role].toLowerCase()}`}
              {c.blocked ? <span className="bo-category__tag bo-team__blocked">Bloqueado</span> : null}
              {!c.exists ? <span className="bo-category__tag">Sin código</span> : null}
            </span>
            <ChangeCodeButton branchContactId={l.id} role={c.role} label={`Cambiar código de ${GROUP_TITLE[c.role].toLowerCase()} de ${l.name}`} />
          </li>
        ))}
      </ul>
      <p className="bo-hint">El código nuevo se muestra una sola vez. El anterior deja de servir en ese momento.</p>
      {l.staff.map((g) => (
        <div key={g.role}>
          <h3 className="bo-team__title">{GROUP_TITLE[g.role]}</h3>
          {g.people.length === 0 ? <p className="bo-empty">Todavía no hay {GROUP_TITLE[g.role].toLowerCase()}.</p> : null}
          <ul className="bo-team__list">
            {g.people.map((p) => (
              <li key={p.id} className="bo-team__row">
                <span>
                  <strong>{p.name || "Sin nombre"}</strong> {`· ${p.phone} `}
                  <span className={`bo-category__tag${p.onShift ? " bo-team__on" : ""}`}>{p.onShift ? "En turno" : "Fuera de turno"}</span>
                </span>
                <Form method="post" className="bo-inline">
                  <input type="hidden" name="staffId" value={p.id} />
                  <button type="submit" name="intent" value="quitar-equipo" className="button button--ghost button--small" aria-label={`Quitar a ${p.name} del equipo`}>
                    Quitar
                  </button>
                </Form>
                {result?.form === `equipo:${p.id}` ? <p className="back-office__error">{result.error}</p> : null}
              </li>
            ))}
          </ul>
          <AddStaffForm branchContactId={l.id} role={g.role} result={result} />
        </div>
      ))}
    </section>
  );
}

function AddStaffForm({ branchContactId, role, result }: { branchContactId: number; role: "rider" | "picker"; result: TeamActionData | undefined }) {
  const key = `agregar-equipo:${branchContactId}:${role}`;
  const mine = result?.form === key ? result : undefined;
  const id = `${branchContactId}-${role}`;
  return (
    <Form method="post" className="bo-toolbar bo-team__add" key={mine ? JSON.stringify(mine.values) : "vacio"}>
      <input type="hidden" name="branchContactId" value={branchContactId} />
      <input type="hidden" name="role" value={role} />
      <div className="field">
        <label htmlFor={`nombre-${id}`}>Nombre</label>
        <input id={`nombre-${id}`} name="name" maxLength={60} required autoComplete="off" defaultValue={String(mine?.values.name ?? "")} />
      </div>
      <div className="field">
        <label htmlFor={`telefono-${id}`}>Teléfono</label>
        <input id={`telefono-${id}`} name="phone" type="tel" maxLength={40} required autoComplete="off" defaultValue={String(mine?.values.phone ?? "")} aria-invalid={mine ? true : undefined} />
      </div>
      <button type="submit" name="intent" value="agregar-equipo" className="button button--bordered">
        {ADD_LABEL[role]}
      </button>
      {mine ? <p className="back-office__error bo-team__wide">{mine.error}</p> : null}
    </Form>
  );
}

function LocationChecks({ view, chosen, idPrefix }: { view: View; chosen: readonly (number | string)[]; idPrefix: string }) {
  return (
    <fieldset className="bo-team__locations">
      <legend>Locales (encargado y cocina)</legend>
      {view.locations.map((l) => (
        <label key={l.id} className="bo-check" htmlFor={`${idPrefix}-${l.id}`}>
          <input type="checkbox" id={`${idPrefix}-${l.id}`} name="locations" value={l.id} defaultChecked={chosen.map(String).includes(String(l.id))} />
          {l.name}
        </label>
      ))}
    </fieldset>
  );
}

function RoleSelect({ id, value }: { id: string; value: string }) {
  return (
    <div className="field">
      <label htmlFor={id}>Rol</label>
      <select id={id} name="role" defaultValue={value}>
        {SHOP_ROLES.map((r) => (
          <option key={r} value={r}>
            {SHOP_ROLE_LABEL[r]}
          </option>
        ))}
      </select>
    </div>
  );
}

function ConsolePeople({ view, result }: { view: View; result: TeamActionData | undefined }) {
  const navigation = useNavigation();
  const adding = navigation.formData?.get("intent") === "agregar-persona";
  const mine = result?.form === "agregar-persona" ? result : undefined;
  return (
    <section className="bo-category card bo-team" aria-labelledby="consola-personas">
      <h2 className="bo-category__name" id="consola-personas">
        Personas de la consola
      </h2>
      <p className="bo-hint">Ingresan en /consola con su teléfono. Quitar a alguien cierra su sesión en ese momento.</p>
      <ul className="bo-team__list">
        {view.people.map((p) => {
          const own = result?.form === `persona:${p.id}` ? result : undefined;
          return (
            <li key={p.id} className="bo-team__person">
              <p style={{ margin: 0 }}>
                <strong>{p.name}</strong> {`· ${p.phone} · ${p.roleLabel}${p.isMe ? " (usted)" : ""} · ${p.locationNames || "Sin locales"}`}
              </p>
              <Form method="post" className="bo-toolbar" key={own ? JSON.stringify(own.values) : "guardado"}>
                <input type="hidden" name="personId" value={p.id} />
                <RoleSelect id={`rol-${p.id}`} value={String(own?.values.role ?? p.role)} />
                <LocationChecks view={view} chosen={(own?.values.locations as string[] | undefined) ?? p.locationIds} idPrefix={`locales-${p.id}`} />
                <button type="submit" name="intent" value="guardar-persona" className="button button--bordered button--small" aria-label={`Guardar rol y locales de ${p.name}`}>
                  Guardar
                </button>
                <button type="submit" name="intent" value="quitar-persona" className="button button--ghost button--small" aria-label={`Quitar a ${p.name} de la consola`}>
                  Quitar
                </button>
              </Form>
              {own ? <p className="back-office__error">{own.error}</p> : null}
            </li>
          );
        })}
      </ul>
      <h3 className="bo-team__title">Agregar una persona</h3>
      <Form method="post" className="bo-toolbar" key={mine ? JSON.stringify(mine.values) : "vacio"}>
        <div className="field">
          <label htmlFor="persona-nombre">Nombre</label>
          <input id="persona-nombre" name="name" maxLength={60} required autoComplete="off" defaultValue={String(mine?.values.name ?? "")} />
        </div>
        <div className="field">
          <label htmlFor="persona-telefono">Teléfono</label>
          <input id="persona-telefono" name="phone" type="tel" maxLength={40} required autoComplete="off" defaultValue={String(mine?.values.phone ?? "")} />
        </div>
        <RoleSelect id="persona-rol" value={String(mine?.values.role ?? "manager")} />
        <LocationChecks view={view} chosen={(mine?.values.locations as string[] | undefined) ?? []} idPrefix="persona-locales" />
        <button type="submit" name="intent" value="agregar-persona" className="button" disabled={adding}>
          {adding ? "Agregando…" : "Agregar persona"}
        </button>
        {mine ? <p className="back-office__error bo-team__wide">{mine.error}</p> : null}
      </Form>
    </section>
  );
}
