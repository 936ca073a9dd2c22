// /admin/{companyAlias}/proveedores: a branch's messaging and card-payment providers (providers-page.server.ts).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { BranchPicker } from "~/ui/back-office/branch-picker";
import { BackOfficeShell, backOfficeLinks } from "~/ui/back-office/back-office-shell";
import { ErrorText, TextField } from "~/ui/back-office/form-fields";
import { useHydrated } from "~/ui/use-hydrated";
import { providersAction, providersLoader, type ProviderChoiceView, type ProvidersActionData } from "./providers-page.server";

export const links = backOfficeLinks;

export const meta: MetaFunction = () => [{ title: "Mensajería y pagos · Administración" }, { name: "robots", content: "noindex" }];

export const loader = ({ request, params, context }: LoaderFunctionArgs) => providersLoader(context.cloudflare.env, request, params.companyAlias ?? "");

export const action = ({ request, params, context }: ActionFunctionArgs) => providersAction(context.cloudflare.env, request, params.companyAlias ?? "");

/**
 * One provider form: the choice, then each provider's fields (without JavaScript every provider's
 * fields show, under its name; with it, only the chosen one's). A saved credential shows 'Guardado'
 * and its masked hint, never its value; its field stays empty.
 */
function ProviderForm({
  form,
  intent,
  branchId,
  version,
  stored,
  choices,
  legend,
  submit,
}: {
  form: ProvidersActionData["form"];
  intent: string;
  branchId: number;
  version: number;
  stored: string;
  choices: ProviderChoiceView[];
  legend: string;
  submit: string;
}) {
  const result = useActionData<ProvidersActionData>();
  const mine = result?.form === form ? result : undefined;
  const saving = useNavigation().formData?.get("intent") === intent;
  const hydrated = useHydrated();
  const [chosen, setChosen] = useState(mine?.values.provider ?? stored);
  const errors = mine?.errors ?? {};
  const valueOf = (name: string, storedValue: string) => (mine ? mine.values[name] ?? "" : storedValue);
  return (
    <Form method="post" className="bo-form card bo-code-form">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="branchId" value={branchId} />
      <input type="hidden" name="version" value={version} />
      {mine?.message ? (
        <p className={mine.message.startsWith("Otra persona") ? "bo-conflict" : "form-error"} role="alert">
          {mine.message}
        </p>
      ) : null}
      <fieldset>
        <legend>{legend}</legend>
        {choices.map((c) => (
          <label key={c.name} className="bo-check">
            <input type="radio" name="provider" value={c.name} defaultChecked={chosen === c.name} onChange={() => setChosen(c.name)} /> {c.label}
          </label>
        ))}
        <ErrorText errors={errors} name="provider" id={`${form}-provider-error`} />
      </fieldset>
      {choices
        // Left out rather than `hidden`: the back office's fieldsets are `display: grid`.
        .filter((c) => c.fields.length > 0 && (!hydrated || chosen === c.name))
        .map((c) => (
          <fieldset key={c.name}>
            <legend>Datos de {c.label}</legend>
            {c.fields.map((f) =>
              f.secret ? (
                <div className="field" key={f.name}>
                  <label htmlFor={`${form}-${f.name}`}>{f.label}</label>
                  {f.saved ? (
                    <p className="bo-hint" id={`${form}-${f.name}-saved`}>
                      <span className="bo-pill">Guardado</span>
                      {f.hint ? ` termina en ${f.hint}` : null}
                    </p>
                  ) : null}
                  <input
                    id={`${form}-${f.name}`}
                    name={f.name}
                    type="password"
                    autoComplete="off"
                    defaultValue=""
                    placeholder={f.saved ? "Vacío: conserva el guardado" : ""}
                    {...(errors[f.name] ? { "aria-invalid": true, "aria-describedby": `${form}-${f.name}-error` } : {})}
                  />
                  <ErrorText errors={errors} name={f.name} id={`${form}-${f.name}-error`} />
                </div>
              ) : (
                <TextField key={f.name} id={`${form}-${f.name}`} label={f.label} name={f.name} value={valueOf(f.name, f.value)} errors={errors} />
              ),
            )}
          </fieldset>
        ))}
      {choices.some((c) => c.name === chosen && c.fields.length === 0) && hydrated ? <p className="bo-hint">El sandbox (pruebas) no necesita credenciales.</p> : null}
      <button type="submit" className="button" disabled={saving}>
        {saving ? "Guardando…" : submit}
      </button>
    </Form>
  );
}

export default function ProvidersPage() {
  const view = useLoaderData<typeof loader>();
  const result = useActionData<ProvidersActionData>();
  const navigation = useNavigation();
  const busy = (intent: string) => navigation.formData?.get("intent") === intent;
  const test = result?.form === "prueba" ? result : undefined;
  return (
    <BackOfficeShell nav={view.nav} title="Mensajería y pagos" notice={view.notice}>
      <BranchPicker branches={view.branches} current={view.branch?.alias} />
      {!view.branch || !view.messaging || !view.payments ? (
        <p>Esta empresa todavía no tiene sucursales.</p>
      ) : (
        <>
          <h2 className="bo-section-title">Mensajería de {view.branch.name}</h2>
          <p className="bo-hint">
            Quién envía los códigos para iniciar sesión y los mensajes de los pedidos. Ahora: {view.messaging.inUse} Las credenciales se guardan cifradas y nunca se vuelven a mostrar.
          </p>
          <ProviderForm
            key={`mensajeria-${view.branch.id}-${view.messaging.version}`}
            form="mensajeria"
            intent="guardar-mensajeria"
            branchId={view.branch.id}
            version={view.messaging.version}
            stored={view.messaging.provider}
            choices={view.messaging.choices}
            legend="Proveedor de mensajes"
            submit="Guardar"
          />
          <div className="bo-actions bo-actions--below">
            <Form method="post" className="bo-inline">
              <input type="hidden" name="intent" value="probar-mensajeria" />
              <input type="hidden" name="branchId" value={view.branch.id} />
              <button type="submit" className="button button--bordered" disabled={busy("probar-mensajeria")}>
                {busy("probar-mensajeria") ? "Enviando…" : "Enviar mensaje de prueba"}
              </button>
            </Form>
            {view.messaging.saved ? (
              <Form method="post" className="bo-inline">
                <input type="hidden" name="intent" value="quitar-mensajeria" />
                <input type="hidden" name="branchId" value={view.branch.id} />
                <input type="hidden" name="version" value={view.messaging.version} />
                <button type="submit" className="button button--ghost" disabled={busy("quitar-mensajeria")}>
                  Quitar
                </button>
              </Form>
            ) : null}
          </div>
          <p className="bo-hint">El mensaje de prueba va a su teléfono, {view.messaging.ownerPhone}.</p>
          {test ? (
            <p className={test.ok ? "back-office__notice" : "form-error"} role={test.ok ? "status" : "alert"}>
              {test.message}
            </p>
          ) : null}

          <h2 className="bo-section-title">Pagos con tarjeta de {view.branch.name}</h2>
          <p className="bo-hint">
            {view.payments.onlineTypes.length > 0 ? `Lo usan los pagos online: ${view.payments.onlineTypes.join(", ")}.` : "Esta sucursal todavía no tiene pagos online con tarjeta."}
          </p>
          <ProviderForm
            key={`pagos-${view.branch.id}-${view.payments.version}`}
            form="pagos"
            intent="guardar-pagos"
            branchId={view.branch.id}
            version={view.payments.version}
            stored={view.payments.provider}
            choices={view.payments.choices}
            legend="Proveedor de pagos con tarjeta"
            submit="Guardar"
          />
        </>
      )}
    </BackOfficeShell>
  );
}
