// logistics/{alias}/rider/{registerPageVariant} (logistics.md §2 Shift page, §4 Shift): the rider's shift page;
// loader and action shared with the other role (app/views/shift-page.server.ts).
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import staffStyles from "~/styles/staff.css?url";
import { shiftPageAction, shiftPageLoader, type ShiftActionData } from "~/views/shift-page.server";
import { ShiftPage } from "~/ui/staff/shift-page";
import { StaffShell } from "~/ui/staff/staff-shell";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: staffStyles }];

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.title} · ${data.place.name}` : "Repartidores" },
  { name: "robots", content: "noindex" },
];

export const loader = ({ request, params, context }: LoaderFunctionArgs) =>
  shiftPageLoader(context.cloudflare.env, request, "rider", params.alias ?? "", params.variant);

export const action = ({ request, params, context }: ActionFunctionArgs) =>
  shiftPageAction(context.cloudflare.env, request, "rider", params.alias ?? "", params.variant);

export default function RiderShiftPage() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<ShiftActionData>();
  return (
    <StaffShell place={data.place} title={data.title}>
      <ShiftPage key={data.variant + data.phone} view={data} error={result?.error} values={result?.values} phoneCode={result?.phoneCode} />
    </StaffShell>
  );
}
