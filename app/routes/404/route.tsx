// /404?message=… (logistics.md §2: "Unauthorised riders are sent to
// /404?message=Acceso denegado o link expirado"): the not-found view, HTTP 404. Only the
// messages the product links to are shown: any other text in the link is ignored, so nobody
// can make our domain say what they write.
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { MSG_ACCESS_DENIED } from "~/domain/logistics/staff";
import { NotFoundView } from "~/ui/not-found-view";

export const meta: MetaFunction = () => [{ title: "No encontramos lo que buscas · Sabores" }, { name: "robots", content: "noindex" }];

/** The messages a link to this page may carry (the key is the message itself, as the spec writes it). */
const KNOWN_MESSAGES: readonly string[] = [MSG_ACCESS_DENIED];

export function loader({ request }: LoaderFunctionArgs) {
  const raw = new URL(request.url).searchParams.get("message")?.trim() ?? "";
  const message = KNOWN_MESSAGES.includes(raw) ? raw : null;
  return json({ message }, { status: 404, headers: { "Cache-Control": "private, no-store" } });
}

export default function NotFoundPage() {
  const { message } = useLoaderData<typeof loader>();
  return <NotFoundView message={message ?? undefined} />;
}
