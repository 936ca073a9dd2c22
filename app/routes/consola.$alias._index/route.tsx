// /consola/{alias}: the live orders board of a location (the shop's console).
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import consoleStyles from "~/styles/console.css?url";
import { ConsoleShell } from "~/ui/console/console-shell";
import { consoleBoardLoader } from "./console-board.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: consoleStyles }];

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `Pedidos · ${data.nav.placeName}` : "Pedidos" }, { name: "robots", content: "noindex" }];

export const loader = ({ request, params, context }: LoaderFunctionArgs) => consoleBoardLoader(context.cloudflare.env, request, params.alias ?? "");

export default function ConsoleBoardPage() {
  const data = useLoaderData<typeof loader>();
  return (
    <ConsoleShell nav={data.nav} title="Pedidos">
      <p>Tablero de pedidos de {data.nav.placeName}.</p>
    </ConsoleShell>
  );
}
