// /consola/{alias}/resumen.csv?fecha=YYYY-MM-DD: the day's orders of a location for accounting
// (owner and manager, like the figures page that links to it).
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { accountingFileLoader } from "~/views/day-figures-page.server";

export const loader = ({ request, params, context }: LoaderFunctionArgs) => accountingFileLoader(context.cloudflare.env, request, params.alias ?? "");
