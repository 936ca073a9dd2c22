// GET /alta/alias?alias=…: whether an alias can be taken, as the person types on /alta (JavaScript);
// without JavaScript the same check runs when the form is sent.
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { aliasVerdict, MSG_ALIAS_FREE, MSG_ALIAS_TAKEN } from "~/domain/tenants/sign-up";
import { apiJson } from "~/http/api.server";
import { aliasAvailable } from "~/services/tenants/sign-up.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const alias = (new URL(request.url).searchParams.get("alias") ?? "").trim().toLowerCase().slice(0, 60);
  const verdict = aliasVerdict(alias);
  if (!verdict.ok) return apiJson({ available: false, message: verdict.message }, { status: 400, cache: "none" });
  const available = await aliasAvailable(context.cloudflare.env, alias);
  return apiJson({ available, message: available ? MSG_ALIAS_FREE : MSG_ALIAS_TAKEN }, { cache: "none" });
}
