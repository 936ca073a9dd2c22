// /404?message=… (logistics.md §2: "Unauthorised riders are sent to
// /404?message=Acceso denegado o link expirado"): the not-found view with the message
// the link carries (React escapes it; capped in length), HTTP 404.
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { NotFoundView } from "~/ui/not-found-view";

export const meta: MetaFunction = () => [{ title: "No encontramos lo que buscas · Sabores" }, { name: "robots", content: "noindex" }];

const MAX_MESSAGE = 200;

export function loader({ request }: LoaderFunctionArgs) {
  const raw = new URL(request.url).searchParams.get("message");
  const message = raw ? raw.trim().slice(0, MAX_MESSAGE) : null;
  return json({ message: message || null }, { status: 404, headers: { "Cache-Control": "private, no-store" } });
}

export default function NotFoundPage() {
  const { message } = useLoaderData<typeof loader>();
  return <NotFoundView message={message ?? undefined} />;
}
