// /404?message=… (logistics.md §2: "Unauthorised riders are sent to
// /404?message=Acceso denegado o link expirado"): the not-found view, HTTP 404. Only the
// messages the product links to are shown: any other text in the link is ignored, so nobody
// can make our domain say what they write. A rider's or picker's page that refused a lost or
// expired shift names its location (a short-lived cookie, staff-auth.server.ts): then this
// page is that location's own sign-in, in its colours, with the explanation.
import { json, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import staffStyles from "~/styles/staff.css?url";
import { MSG_ACCESS_DENIED, MSG_SESSION_LOST, shiftPath, shiftTitle } from "~/domain/logistics/staff";
import { signInFromRequest } from "~/http/staff-auth.server";
import { loadStaffPlace } from "~/http/staff-place.server";
import { NotFoundView } from "~/ui/not-found-view";
import { ShiftPage } from "~/ui/staff/shift-page";
import { StaffShell } from "~/ui/staff/staff-shell";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: staffStyles }];

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.signIn ? `${data.signIn.title} · ${data.signIn.place.name}` : "No encontramos lo que buscas · Sabores" },
  { name: "robots", content: "noindex" },
];

/** The messages a link to this page may carry (the key is the message itself, as the spec writes it). */
const KNOWN_MESSAGES: readonly string[] = [MSG_ACCESS_DENIED];

async function locationSignIn(request: Request, env: Env) {
  const named = signInFromRequest(request);
  if (!named) return null;
  try {
    const place = await loadStaffPlace(env, request, named.alias);
    return {
      title: shiftTitle(named.role),
      // A staff page's header: no account menu, no closed banner (logistics.md §2).
      place: { name: place.name, logoFileId: place.logoFileId, header: { showHeaderMenu: false, showClosedNotice: false } },
      themeCss: place.themeCss,
      action: shiftPath(named.role, place.alias, "phoneIntake"),
    };
  } catch {
    // An alias that no longer exists: the plain page.
    return null;
  }
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const raw = new URL(request.url).searchParams.get("message")?.trim() ?? "";
  const message = KNOWN_MESSAGES.includes(raw) ? raw : null;
  const signIn = message === MSG_ACCESS_DENIED ? await locationSignIn(request, context.cloudflare.env) : null;
  return json({ message, signIn, themeCss: signIn?.themeCss }, { status: 404, headers: { "Cache-Control": "private, no-store" } });
}

export default function NotFoundPage() {
  const { message, signIn } = useLoaderData<typeof loader>();
  if (signIn) {
    return (
      <StaffShell place={signIn.place} title={signIn.title}>
        <div className="shift-lost card" role="alert">
          <p className="shift-lost__title">{message}</p>
          <p>{MSG_SESSION_LOST}</p>
        </div>
        <ShiftPage view={{ variant: "phoneIntake", phone: "", phoneDisplay: "", personName: null, intakeHref: signIn.action }} action={signIn.action} />
      </StaffShell>
    );
  }
  return <NotFoundView message={message ?? undefined} />;
}
