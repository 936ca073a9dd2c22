// /admin/{companyAlias}/fidelidad: the owner's loyalty programme and rewards (loyalty-page.server.ts).
// The programme's settings, then the rewards' list and the form of a new or chosen reward; plain
// forms, so the page works without JavaScript.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { BackOfficeShell, backOfficeLinks } from "~/ui/back-office/back-office-shell";
import { CheckboxField, ErrorText, SelectField, TextField } from "~/ui/back-office/form-fields";
import { loyaltyAction, loyaltyLoader, type LoyaltyActionData } from "./loyalty-page.server";

export const links = backOfficeLinks;

export const meta: MetaFunction = () => [{ title: "Fidelidad · Administración" }, { name: "robots", content: "noindex" }];

export const loader = ({ request, params, context }: LoaderFunctionArgs) => loyaltyLoader(context.cloudflare.env, request, params.companyAlias ?? "");

export const action = ({ request, params, context }: ActionFunctionArgs) => loyaltyAction(context.cloudflare.env, request, params.companyAlias ?? "");

const NEW_PROGRAM: Record<string, string> = { active: "on", supportsDiscounts: "on", pointsName: "Puntos", orderPercentage: "5", minRedeemedPoints: "0", maxRedeemedPoints: "5000", maxRedeemedPercentage: "100" };
const NEW_REWARD: Record<string, string> = { active: "on" };

function Message({ result }: { result: LoyaltyActionData | undefined }) {
  return result?.message ? (
    <p className="form-error" role="alert">
      {result.message}
    </p>
  ) : null;
}

export default function LoyaltyPage() {
  const view = useLoaderData<typeof loader>();
  const answer = useActionData<LoyaltyActionData>();
  const navigation = useNavigation();
  // A new form after each navigation: its fields are uncontrolled, so saved values must not stay.
  const { key } = useLocation();
  const saving = navigation.state === "submitting";
  const base = `/admin/${view.nav.companyAlias}/fidelidad`;
  const branchOptions = view.branches.map((b) => ({ value: b.id, label: b.name }));
  const contactOptions = view.contacts.map((c) => ({ value: c.id, label: `${c.name} (${c.branch})` }));

  // Each form shows its own refusal; the other keeps what is stored.
  const programResult = answer?.form === "programa" ? answer : undefined;
  const p: Record<string, string> = programResult?.values ?? view.program.values ?? NEW_PROGRAM;
  const pErrors = programResult?.errors ?? {};
  const pChecked = (name: string) => (programResult ? name in p : (p[name] ?? "") !== "");
  const contactsChecked = new Set(programResult?.branchContactIds ?? view.program.branchContactIds);

  const rewardResult = answer?.form === "premio" ? answer : undefined;
  const r: Record<string, string> = rewardResult?.values ?? view.reward.values ?? NEW_REWARD;
  const rErrors = rewardResult?.errors ?? {};
  const rChecked = (name: string) => (rewardResult ? name in r : (r[name] ?? "") !== "");

  return (
    <BackOfficeShell nav={view.nav} title="Fidelidad" notice={view.notice}>
      {view.programs.length > 1 ? (
        <nav className="back-office__branches" aria-label="Programas">
          {view.programs.map((x) => (
            <Link key={x.id} to={`${base}?programa=${x.id}`} className="button button--ghost button--small" aria-current={x.id === view.program.programId ? "page" : undefined}>
              {x.name} · {x.branch}
            </Link>
          ))}
        </nav>
      ) : null}

      <Form key={`programa-${key}`} method="post" className="bo-form card bo-code-form" id="programa-form" aria-labelledby="programa-form-title">
        <h2 id="programa-form-title">{view.program.title}</h2>
        <Message result={programResult} />
        {view.program.programId ? <input type="hidden" name="programId" value={view.program.programId} /> : null}
        {view.program.seen ? <input type="hidden" name="visto" value={view.program.seen} /> : null}
        <CheckboxField label="Activo (los clientes suman y canjean puntos)" name="active" checked={pChecked("active")} />
        <TextField label="Nombre del programa (el menú muestra 'Mis {nombre}')" name="name" value={p.name ?? ""} errors={pErrors} maxLength={60} />
        <TextField label="Nombre de los puntos" name="pointsName" value={p.pointsName ?? ""} errors={pErrors} maxLength={30} />
        <TextField label="Cashback: porcentaje del total pagado que vuelve en puntos" name="orderPercentage" value={p.orderPercentage ?? ""} errors={pErrors} inputMode="decimal" />
        <div className="bo-pair">
          <TextField label="Mínimo canjeable (puntos)" name="minRedeemedPoints" value={p.minRedeemedPoints ?? ""} errors={pErrors} inputMode="numeric" />
          <TextField label="Máximo canjeable (puntos)" name="maxRedeemedPoints" value={p.maxRedeemedPoints ?? ""} errors={pErrors} inputMode="numeric" />
        </div>
        <TextField label="Porcentaje máximo del pedido que se paga con puntos" name="maxRedeemedPercentage" value={p.maxRedeemedPercentage ?? ""} errors={pErrors} inputMode="decimal" />
        <CheckboxField label="Se puede usar junto con un código de descuento" name="supportsDiscounts" checked={pChecked("supportsDiscounts")} />
        <SelectField label="Sucursal" name="branchId" value={p.branchId ?? ""} errors={pErrors} options={branchOptions} none="Todas" />
        <fieldset className="bo-plate-picks" aria-describedby={pErrors.branchContactIds ? "branchContactIds-error" : undefined}>
          <legend>Locales donde rige (ninguno marcado: todos)</legend>
          {view.contacts.map((c) => (
            <CheckboxField key={c.id} label={`${c.name} (${c.branch})`} name="branchContactIds" value={String(c.id)} checked={contactsChecked.has(String(c.id))} />
          ))}
        </fieldset>
        <ErrorText errors={pErrors} name="branchContactIds" />
        <button type="submit" name="intent" value={view.program.programId ? "guardar-programa" : "crear-programa"} className="button" disabled={saving}>
          {saving ? "Guardando…" : view.program.programId ? "Guardar programa" : "Crear programa"}
        </button>
      </Form>

      <h2 id="premios" className="bo-section-title">
        Premios
      </h2>
      {view.rewards.length === 0 ? (
        <p className="bo-hint">Todavía no hay premios.</p>
      ) : (
        <ul className="bo-codes">
          {view.rewards.map((x) => (
            <li key={x.id} className={`bo-codes__item card${x.active ? "" : " bo-codes__item--off"}`}>
              <p className="bo-codes__head">
                <strong>{x.name}</strong> <span>{x.amount}</span>
                {x.active ? null : <span className="bo-category__tag">Inactivo</span>}
              </p>
              <p className="bo-codes__rules">{x.place}</p>
              <p className="bo-codes__uses">
                <Link to={`${base}?premio=${x.id}#premio-form`}>Editar</Link>
              </p>
            </li>
          ))}
        </ul>
      )}

      <Form key={`premio-${key}`} method="post" className="bo-form card bo-code-form" id="premio-form" aria-labelledby="premio-form-title">
        <h2 id="premio-form-title">{view.reward.title}</h2>
        {view.reward.rewardId ? (
          <p>
            <Link to={`${base}#premio-form`}>Crear un premio nuevo en su lugar</Link>
          </p>
        ) : null}
        <Message result={rewardResult} />
        {view.reward.rewardId ? <input type="hidden" name="rewardId" value={view.reward.rewardId} /> : null}
        {view.reward.seen ? <input type="hidden" name="visto" value={view.reward.seen} /> : null}
        <TextField id="premio-name" label="Nombre del premio" name="name" value={r.name ?? ""} errors={rErrors} placeholder="Ej.: 500 Puntos de bienvenida" maxLength={60} />
        <TextField id="premio-amount" label="Puntos de regalo" name="amount" value={r.amount ?? ""} errors={rErrors} inputMode="numeric" />
        <SelectField id="premio-branchId" label="Sucursal" name="branchId" value={r.branchId ?? ""} errors={rErrors} options={branchOptions} none="Todas" />
        <SelectField id="premio-branchContactId" label="Local (con un local, el aviso de alta no se muestra en la carta)" name="branchContactId" value={r.branchContactId ?? ""} errors={rErrors} options={contactOptions} none="Ninguno" />
        <CheckboxField label="Activo" name="active" checked={rChecked("active")} />
        <button type="submit" name="intent" value={view.reward.rewardId ? "guardar-premio" : "crear-premio"} className="button" disabled={saving}>
          {saving ? "Guardando…" : view.reward.rewardId ? "Guardar premio" : "Crear premio"}
        </button>
      </Form>
    </BackOfficeShell>
  );
}
