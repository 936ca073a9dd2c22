// The one guard for "go back to" targets (`?volver=`, `returnTo`, back links of the
// account pages, the reward page and the menu layout): only a path inside `base`
// (`/menu/{alias}` or a page below it), never another host, alias or scheme, so a
// crafted link cannot turn a form into an open redirect.

const MAX_LENGTH = 500;

/** True when `target` is `base` itself or a path, query or fragment below it. */
export function isInside(target: string, base: string): boolean {
  if (!target.startsWith(base)) return false;
  const next = target.charAt(base.length);
  return next === "" || next === "/" || next === "?" || next === "#";
}

/**
 * `target` when it stays inside `base`, else `base`. `also` lists other bases
 * accepted as such or with a query only (the branch page of the location);
 * `refuse` lists paths inside `base` that must not be returned to (the page itself).
 */
export function safeReturnPath(
  target: string | null | undefined,
  base: string,
  opts: { also?: readonly string[]; refuse?: readonly string[] } = {},
): string {
  if (!target || target.length > MAX_LENGTH || target.includes("\\") || target.startsWith("//")) return base;
  if (opts.also?.some((other) => target === other || target.startsWith(`${other}?`))) return target;
  if (!isInside(target, base)) return base;
  if (opts.refuse?.some((path) => isInside(target, path))) return base;
  return target;
}
