// The owner's plate editor as a browser without JavaScript uses it: read the form, post it back.
import { expect } from "vitest";
import { diner, type Diner } from "./sign-in-helpers";

/** The editor's fields of a stored plate, as the page's form would send them back unchanged. */
export async function formOf(d: Diner, path: string): Promise<URLSearchParams> {
  const html = await (await d.go(path)).text();
  const fields = new URLSearchParams();
  const at = html.indexOf('class="bo-form"');
  expect(at, "the plate form").toBeGreaterThan(0);
  const form = html.slice(html.lastIndexOf("<form", at), html.indexOf("</form>", at));
  for (const m of form.matchAll(/<input([^>]*)>/g)) {
    const attrs = m[1];
    const name = /name="([^"]+)"/.exec(attrs)?.[1];
    if (!name) continue;
    const value = /value="([^"]*)"/.exec(attrs)?.[1] ?? "";
    if (/type="checkbox"/.test(attrs)) {
      if (/checked=""/.test(attrs)) fields.append(name, value || "on");
    } else fields.append(name, value.replace(/&amp;/g, "&").replace(/&quot;/g, '"'));
  }
  const selected = /<select[^>]*name="categoryId"[\s\S]*?<option[^>]*value="(\d+)"[^>]*selected=""/.exec(form)?.[1];
  fields.set("categoryId", selected ?? /<option[^>]*value="(\d+)"/.exec(form)![1]);
  const description = /<textarea[^>]*name="description"[^>]*>([^<]*)<\/textarea>/.exec(form)?.[1] ?? "";
  fields.set("description", description);
  return fields;
}

const unescape = (v: string) =>
  v
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/&#x27;/g, "'");

/** The inputs of the page's form holding `marker`, as a browser without JavaScript sends them back. */
export async function formFields(d: Diner, path: string, marker: string): Promise<URLSearchParams> {
  const html = await (await d.go(path)).text();
  const at = html.indexOf(marker);
  expect(at, marker).toBeGreaterThan(0);
  const form = html.slice(html.lastIndexOf("<form", at), html.indexOf("</form>", at));
  const fields = new URLSearchParams();
  for (const m of form.matchAll(/<input([^>]*)>/g)) {
    const name = /name="([^"]+)"/.exec(m[1])?.[1];
    if (!name || (/type="(checkbox|radio)"/.test(m[1]) && !/checked=""/.test(m[1]))) continue;
    fields.append(name, unescape(/value="([^"]*)"/.exec(m[1])?.[1] ?? ""));
  }
  return fields;
}

/** Posts `fields` as a form, with `over` replacing some of them. */
export const postForm = (d: Diner, path: string, fields: URLSearchParams, over: Record<string, string> = {}) => {
  const body = new URLSearchParams(fields);
  for (const [k, v] of Object.entries(over)) body.set(k, v);
  return d.fetch(path, { method: "POST", body, headers: { "Content-Type": "application/x-www-form-urlencoded" } });
};

/** The form's key of a location's field in the plate editor: `locations[k].{field}` for the location `branchContactId`. */
export function locationField(form: URLSearchParams, branchContactId: number, field: string): string {
  for (const [key, value] of form) {
    const m = /^locations\[(\d+)\]\.id$/.exec(key);
    if (m && value === String(branchContactId)) return `locations[${m[1]}].${field}`;
  }
  throw new Error(`no location ${branchContactId} in the form`);
}

/** A plate's card on a category page, as a diner gets it (null: the page has no such plate). */
export async function plateCardOrNone(menu: string, category: string, plate: string): Promise<string | null> {
  const html = (await (await diner().go(`${menu}/${category}`)).text()).replace(/<!-- -->/g, "");
  const at = html.indexOf(`class="plate-card__name">${plate}<`);
  return at < 0 ? null : html.slice(at, html.indexOf("</article>", at));
}

/** A plate's card on a category page, as a diner gets it; the plate must be there. */
export async function plateCard(menu: string, category: string, plate: string): Promise<string> {
  const card = await plateCardOrNone(menu, category, plate);
  expect(card, `${plate}'s card`).not.toBeNull();
  return card!;
}
