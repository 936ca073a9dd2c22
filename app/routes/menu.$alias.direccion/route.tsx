// /menu/{alias}/direccion: '¿Dónde te encuentras?' (storefront.md §2 Modals
// "Address", §4 Address modal, §5 Address rules). Without JavaScript a page that
// looks like the modal: GET search → suggestions → choose (POST) → address form
// (POST) → session location → redirect to `?volver=` (same alias only). With
// JavaScript the menu opens the same dialog as a modal over itself (app/ui/address/address-overlay.tsx).
import { json, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { addressAction, loadAddressPage } from "~/views/address-page.server";
import { AddressDialog } from "~/ui/address/address-dialog";
import type { AddressPageData, AddressReply } from "~/views/address-page.server";
import { Modal } from "~/ui/modal";
import addressStyles from "~/styles/address.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: addressStyles }];

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `¿Dónde te encuentras? · ${(data as AddressPageData | undefined)?.branchContactName ?? "Dirección"}` },
];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const data = await loadAddressPage(context.cloudflare.env, request, params.alias ?? "", context.cloudflare.ctx);
  return json(data, { headers: { "Cache-Control": "private, no-store" } });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  return addressAction(context.cloudflare.env, request, params.alias ?? "", context.cloudflare.ctx);
}

export default function AddressPage() {
  const data = useLoaderData<typeof loader>() as AddressPageData;
  const reply = useActionData<typeof action>() as AddressReply | undefined;
  return (
    <main className="address-page">
      <h1 className="visually-hidden">{data.branchContactName}</h1>
      <Modal title="¿Dónde te encuentras?" closeHref={data.mandatory ? undefined : data.volver} className="address-modal">
        <AddressDialog key={`${data.q}|${data.tab}|${data.chosen}`} data={data} reply={reply ?? null} />
      </Modal>
    </main>
  );
}
