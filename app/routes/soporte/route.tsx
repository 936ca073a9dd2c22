// /soporte?referenceId={orderCode}[&alias={alias}] (storefront.md §2 routes table
// "Support link"): redirects to the support of the order's local (WhatsApp with
// 'Hola, necesito ayuda con mi pedido {code}', or the follow-up chat when the
// local has it); an unknown code shows the Spanish not-found view (404).
import { json, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { supportTarget } from "~/routes/soporte/support-link.server";
import { NotFoundView } from "~/ui/not-found-view";

export const meta: MetaFunction = () => [{ title: "Ayuda con mi pedido" }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const target = await supportTarget(context.cloudflare.env, url.searchParams.get("referenceId"), url.searchParams.get("alias"));
  if (target.kind === "redirect") return redirect(target.location, { headers: { "Cache-Control": "private, no-store" } });
  return json({ found: false }, { status: 404, headers: { "Cache-Control": "private, no-store" } });
}

export default function Soporte() {
  return <NotFoundView message="No encontramos el pedido. Revisa el código del pedido o comunícate con el local." />;
}
