// The page of a request the Worker entry refused before Remix (app/http/request-guard.server.ts):
// a form posted from another site (403), a body that is not a form (415), a broken multipart
// body (400), a form too large (413). The entry renders it in place of the refused request,
// passing the reason in the load context; reached directly, it does not exist (404).
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";

export const meta: MetaFunction = () => [{ title: "No pudimos procesar el formulario · Sabores" }, { name: "robots", content: "noindex" }];

export function loader({ context }: LoaderFunctionArgs) {
  const rejection = context.requestRejection;
  if (!rejection) throw new Response("No encontrado", { status: 404 });
  return json(
    { message: rejection.message, backTo: rejection.backTo },
    { status: rejection.status, headers: { "Cache-Control": "no-store" } },
  );
}

export default function RequestRejectedPage() {
  const { message, backTo } = useLoaderData<typeof loader>();
  return (
    <main className="page-message" aria-labelledby="rejected-title">
      <h1 id="rejected-title">No pudimos procesar el formulario</h1>
      <p>{message}</p>
      <a className="button" href={backTo}>
        Volver a la página
      </a>
    </main>
  );
}
