// /logistics/{alias}/manifest.webmanifest: the riders' installable app of one location (app/views/staff-manifest.server.ts).
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { staffManifest } from "~/views/staff-manifest.server";

export const loader = ({ params, context }: LoaderFunctionArgs) => staffManifest(context.cloudflare.env, params.alias ?? "", "rider");
