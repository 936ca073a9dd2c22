// /consola: the shop's people sign in (phone, one-time code) and choose a location
// (console-sign-in.server.ts).
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import consoleStyles from "~/styles/console.css?url";
import { ConsoleShell } from "~/ui/console/console-shell";
import { ConsoleSignIn } from "~/ui/console/console-sign-in";
import { consoleSignInAction, consoleSignInLoader, type ConsoleActionData } from "./console-sign-in.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: consoleStyles }];

export const meta: MetaFunction = () => [{ title: "Consola del local" }, { name: "robots", content: "noindex" }];

export const loader = ({ request, context }: LoaderFunctionArgs) => consoleSignInLoader(context.cloudflare.env, request);

export const action = ({ request, context }: ActionFunctionArgs) => consoleSignInAction(context.cloudflare.env, request);

export default function ConsoleSignInPage() {
  const view = useLoaderData<typeof loader>();
  const result = useActionData<ConsoleActionData>();
  return (
    <ConsoleShell nav={null} title={view.step === "signedIn" ? "Sus locales" : "Ingresar"}>
      <ConsoleSignIn view={view} result={result} />
    </ConsoleShell>
  );
}
