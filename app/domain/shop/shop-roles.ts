// Who runs a business from its own screens (the console, the back office): the shop's people,
// their roles and what each role may do. Rules as data; the checks live in app/http/shop-auth.server.ts.

export type ShopRole = "owner" | "manager" | "kitchen";

export const SHOP_ROLES: readonly ShopRole[] = ["owner", "manager", "kitchen"];

/** What the screens call each role when the person's own title is not set. */
export const SHOP_ROLE_LABEL: Record<ShopRole, string> = { owner: "Dueño", manager: "Encargado", kitchen: "Cocina" };

/**
 * What a role may do. The board is every role's; figures and the customer's phone are not
 * the kitchen's; pauses and what is sold out are the manager's and the owner's; the team and
 * the back office are the owner's alone. A delivery locked again after the picker's two resets
 * is unlocked by the manager or the owner (deliveryUnlock).
 */
export type ShopPermission = "board" | "customerPhone" | "figures" | "storeControls" | "menuAvailability" | "deliveryUnlock" | "team" | "backOffice";

export const ROLE_PERMISSIONS: Record<ShopRole, readonly ShopPermission[]> = {
  owner: ["board", "customerPhone", "figures", "storeControls", "menuAvailability", "deliveryUnlock", "team", "backOffice"],
  manager: ["board", "customerPhone", "figures", "storeControls", "menuAvailability", "deliveryUnlock"],
  kitchen: ["board"],
};

export function roleMay(role: ShopRole, permission: ShopPermission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

export function isShopRole(value: unknown): value is ShopRole {
  return typeof value === "string" && (SHOP_ROLES as readonly string[]).includes(value);
}

/** An owner works at every location of the company; the others at the locations assigned to them. */
export function worksAt(person: { role: ShopRole; branchContactIds: readonly number[] }, branchContactId: number): boolean {
  return person.role === "owner" || person.branchContactIds.includes(branchContactId);
}

export const MSG_SHOP_FORBIDDEN = "Su rol no tiene acceso a esta sección.";
export const MSG_SHOP_SIGNED_OUT = "Su sesión terminó. Ingrese de nuevo con su teléfono.";
