// /alta: a new business signs up (sign-up.server.ts).
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import consoleStyles from "~/styles/console.css?url";
import { ConsoleShell } from "~/ui/console/console-shell";
import { SignUpPage } from "~/ui/console/sign-up-page";
import { signUpAction, signUpLoader, type SignUpActionData } from "./sign-up.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: consoleStyles }];

export const meta: MetaFunction = () => [{ title: "Cree la tienda de su negocio" }, { name: "robots", content: "noindex" }];

export const loader = ({ request, context }: LoaderFunctionArgs) => signUpLoader(context.cloudflare.env, request);

export const action = ({ request, context }: ActionFunctionArgs) => signUpAction(context.cloudflare.env, request);

export default function SignUpRoute() {
  const view = useLoaderData<typeof loader>();
  const result = useActionData<SignUpActionData>();
  return (
    <ConsoleShell nav={null} title="Alta de negocio">
      <SignUpPage view={view} result={result} />
    </ConsoleShell>
  );
}
