// /menu/{alias} (storefront.md §2 "Company and branch pages", "Branch-contact
// selector"): the alias type decides the page; unknown aliases are a 404.
import { parseWithZod } from "@conform-to/zod";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { loadAliasPage } from "~/routes/menu.$alias._index/alias-page.server";
import { emptyCartAndGo, emptyCartSchema } from "~/routes/menu.$alias._index/contact-selector.server";
import aliasStyles from "~/styles/alias.css?url";
import { BranchPage } from "~/ui/alias/branch-page";
import { CompanyPage } from "~/ui/alias/company-page";
import { ContactSelector } from "~/ui/alias/contact-selector";

export const links = () => [{ rel: "stylesheet", href: aliasStyles }];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const page = await loadAliasPage(context.cloudflare.env, request, params.alias ?? "");
  return data({ ...page.data, marketingTags: page.marketingTags }, { headers: page.headers });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: emptyCartSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  return emptyCartAndGo(context.cloudflare.env, request, params.alias ?? "", submission.value.mode);
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => {
  if (!page) return [{ title: "No encontramos lo que buscas" }];
  switch (page.kind) {
    case "company":
      return [
        { title: `${page.company.name} · Pedidos online` },
        { name: "description", content: `Elige una de las marcas de ${page.company.name} y haz tu pedido online.` },
      ];
    case "branch":
      return [
        { title: `${page.branch.name} · Elige tu local` },
        { name: "description", content: page.branch.description ?? `Locales de ${page.branch.name}.` },
      ];
    case "branchContact":
      return [
        { title: `${page.contact.name} · ${page.branch.name}` },
        { name: "description", content: `${page.contact.name}, ${page.contact.address}. Haz tu pedido online.` },
      ];
  }
};

export default function AliasIndex() {
  const page = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  return (
    <div className="alias-page">
      <a className="skip-link" href="#contenido">
        Ir al contenido
      </a>
      {failed ? (
        <p className="form-error alias-error" role="alert">
          No pudimos cambiar el modo de pedido. Intenta nuevamente.
        </p>
      ) : null}
      {page.kind === "company" ? (
        <CompanyPage data={page} />
      ) : page.kind === "branch" ? (
        <BranchPage data={page} />
      ) : (
        <ContactSelector data={page} />
      )}
    </div>
  );
}
