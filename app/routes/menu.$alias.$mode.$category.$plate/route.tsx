// Plate detail /menu/{alias}/{mode}/{category}/{plate} (storefront.md §2 Menu
// "Item detail", §5 Plate and cart, §8 toasts). The loader feeds the page and
// the modal (fetcher.load); the action adds (merges) or, with ?linea=, replaces
// a cart line. The form posts ids, quantities and notes: never a price.
import {
  json,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { trackEvent } from "~/services/analytics/analytics.server";
import { addCartLine, replaceCartLine } from "~/http/cart-session.server";
import { flashToast } from "~/http/flash.server";
import { canOrderFor, findCategory, findPlateBySlug, moneyFormat } from "~/views/menu-views.server";
import { parsePlateForm } from "~/routes/menu.$alias.$mode.$category.$plate/plate-form.server";
import { commitSession } from "~/http/session.server";
import { loadModeContext, notFound, type ModeContext } from "~/http/storefront-context.server";
import { unitsOfPlate } from "~/domain/cart/cart";
import { discountForPlate } from "~/domain/menu/discounts";
import { cartPath, categoryPath, menuPath } from "~/ui/menu/paths";
import { PlateDetail } from "~/ui/menu/plate-detail";
import type { PlateActionDone, PlateActionError, PlateDetailData } from "~/routes/menu.$alias.$mode.$category.$plate/plate-form.server";

// Its styles come with the menu layout's stylesheet (app/styles/menu-page.css).

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.plate.showName || data.plate.name} · ${data.category.name}` : "Menú" },
];

// §8 toasts
const MSG_ADDED = "Ítem agregado al pedido!";
const MSG_UPDATED = "Ítem actualizado con éxito!";

async function plateContext(args: LoaderFunctionArgs) {
  const { params, request, context } = args;
  const env = context.cloudflare.env;
  const ctx = await loadModeContext(env, request, params.alias ?? "", params.mode ?? "", context.cloudflare.ctx);
  const category = findCategory(ctx.snapshot.menu, params.category) ?? notFound();
  const plate = findPlateBySlug(category, params.plate) ?? notFound();
  return { env, ctx, category, plate };
}

function orderingNote(ctx: ModeContext): string | null {
  if (ctx.orderStatus === "informational") return "Menú informativo. Pedidos deshabilitados.";
  // storefront.md §2 Modals "Closed branch": the full text, to the letter.
  if (ctx.orderStatus === "closed") {
    return "El local está cerrado y no es posible realizar pedidos. Intenta nuevamente dentro del horario de apertura.";
  }
  return null;
}

export async function loader(args: LoaderFunctionArgs) {
  const { env, ctx, category, plate } = await plateContext(args);
  trackEvent(env, args.context.cloudflare.ctx, "ITEM_VIEW", { request: args.request, scope: ctx, data: { plateId: plate.id, orderModeId: ctx.orderMode.id } });
  // 'Editar' from the cart: ?linea={lineId} prefills the form from that line of this plate.
  const lineId = new URL(args.request.url).searchParams.get("linea");
  const line = ctx.cart.lines.find((l) => l.lineId === lineId && l.referenceId === plate.id) ?? null;
  const data: PlateDetailData = {
    paths: { alias: ctx.branchContact.alias, mode: ctx.orderMode.slug },
    category: { slug: category.slug, name: category.showName || category.name },
    plate,
    discount: discountForPlate(ctx.snapshot.menu.discounts, plate.id),
    notesLimit: ctx.branch.generalConfig.menuConfig.notesLimit,
    indicatorsSpreadMax: ctx.branch.generalConfig.menuConfig.indicatorsSpreadMax,
    canOrder: canOrderFor(ctx.orderStatus) && !ctx.branchContact.blocked,
    orderingNote: orderingNote(ctx),
    editLineId: line?.lineId ?? null,
    initialValues: line
      ? { sizeId: line.sizeId, quantity: line.quantity, notes: line.notes, extras: line.extras }
      : { sizeId: null, quantity: 1, notes: "", extras: [] },
    unitsInCart: unitsOfPlate(ctx.cart, plate.id, line?.lineId),
    money: moneyFormat(ctx.country),
  };
  return json(data);
}

export async function action(args: ActionFunctionArgs) {
  const { env, ctx, category, plate } = await plateContext(args);
  const parsed = parsePlateForm(await args.request.formData());
  const refuse = (error: string, status = 400, headers?: HeadersInit) =>
    json<PlateActionError>({ error, values: parsed.values }, { status, headers });
  if (!parsed.ok) return refuse(parsed.error);
  if (!canOrderFor(ctx.orderStatus) || ctx.branchContact.blocked) {
    return refuse(orderingNote(ctx) ?? "Pedidos deshabilitados.", 403);
  }
  const input = { plateId: plate.id, ...parsed.input };
  const editing = parsed.lineId != null;
  if (editing && !ctx.cart.lines.some((l) => l.lineId === parsed.lineId && l.referenceId === plate.id)) {
    return refuse("El producto ya no está en tu pedido");
  }
  const result = editing
    ? await replaceCartLine(env, ctx, parsed.lineId as string, input)
    : await addCartLine(env, ctx, input);
  if (!result.ok) return refuse(result.error, 400, { "Set-Cookie": result.setCookie });
  if (!editing) trackEvent(env, args.context.cloudflare.ctx, "ADD_ITEM", { request: args.request, scope: ctx, data: { plateId: plate.id, quantity: input.quantity, orderModeId: ctx.orderMode.id } });

  const toast = editing ? MSG_UPDATED : MSG_ADDED;
  // The modal's fetcher stays on the page: it closes and shows the toast itself.
  if (parsed.back === "modal") {
    return json<PlateActionDone>({ ok: true, toast }, { headers: { "Set-Cookie": result.setCookie } });
  }
  flashToast(ctx.session, toast, "success");
  const paths = { alias: ctx.branchContact.alias, mode: ctx.orderMode.slug };
  const mainView = ctx.branch.generalConfig.menuConfig.platesInMainView;
  const to = editing
    ? cartPath(paths)
    : parsed.back === "menu"
      ? `${menuPath(paths)}${mainView ? `#${category.slug}` : ""}`
      : categoryPath(paths, category.slug);
  return redirect(to, { headers: { "Set-Cookie": await commitSession(env, ctx.session) } });
}

export default function PlatePage() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const error = actionData && "error" in actionData ? (actionData as PlateActionError) : null;
  return (
    <div className="menu-page plate-page container">
      {/* storefront.md §2 Menu: item detail as a page, "category name then item name". */}
      <nav className="breadcrumb" aria-label="Ruta">
        <ol role="list">
          <li>
            <Link to={menuPath(data.paths)}>Menú</Link>
          </li>
          <li>
            <Link to={categoryPath(data.paths, data.category.slug)}>{data.category.name}</Link>
          </li>
          <li aria-current="page">{data.plate.showName || data.plate.name}</li>
        </ol>
      </nav>
      <PlateDetail
        data={data}
        title="h2"
        actionError={error}
        FormComponent={Form}
        volver="categoria"
        busy={navigation.state === "submitting"}
      />
    </div>
  );
}
