// The demo tenant's menu (shared/demo-tenant.md), built literally for the tests.
import type { Cart, GarnishGroup, Menu, Plate, ProductDiscount } from "../../app/domain/types";

export function plate(p: Partial<Plate> & Pick<Plate, "id" | "name" | "price" | "categoryId">): Plate {
  return {
    slug: p.name.toLowerCase().replace(/\s+/g, "-"),
    showName: null,
    description: null,
    sizes: [],
    garnishGroups: [],
    indicators: [],
    hasIndicators: false,
    withImage: false,
    imageFileId: null,
    maxQuantity: null,
    remarked: false,
    upsell: false,
    ...p,
  };
}

export const agregados: GarnishGroup = {
  id: 10,
  name: "Agregados",
  showName: null,
  minGarnishAmount: 0,
  maxGarnishAmount: 3,
  multipleSelection: true,
  mandatory: false,
  garnishes: [
    { id: 101, name: "Extra muzzarella", price: 1500, visible: true },
    { id: 102, name: "Aceitunas", price: 500, visible: true },
    { id: 103, name: "Jamón", price: 1200, visible: true },
  ],
};

export const bebida: GarnishGroup = {
  id: 20,
  name: "Elegí tu bebida",
  showName: null,
  minGarnishAmount: 1,
  maxGarnishAmount: 1,
  multipleSelection: false,
  mandatory: true,
  garnishes: [
    { id: 201, name: "Coca-Cola 1,5 L", price: 0, visible: true },
    { id: 202, name: "Sprite 1,5 L", price: 0, visible: true },
    { id: 203, name: "Agua 1,5 L", price: 0, visible: true },
  ],
};

export const PIZZAS = 1, EMPANADAS = 2, PROMOS = 3, BEBIDAS = 4, POSTRES = 5;

export const muzzarella = plate({
  id: 1, name: "Muzzarella", price: 0, categoryId: PIZZAS,
  sizes: [{ id: 11, name: "Chica", price: 8000 }, { id: 12, name: "Grande", price: 11500 }],
  garnishGroups: [agregados],
});
export const napolitana = plate({ id: 2, name: "Napolitana", price: 13000, categoryId: PIZZAS });
export const empanadaCarne = plate({ id: 3, name: "Empanada de carne", price: 1200, categoryId: EMPANADAS });
export const empanadaVerdura = plate({ id: 4, name: "Empanada de verdura", price: 1100, categoryId: EMPANADAS });
export const combo = plate({
  id: 5, name: "Combo Pizza + Bebida", price: 14000, categoryId: PROMOS, garnishGroups: [bebida], maxQuantity: 5,
});
export const cocaCola = plate({ id: 6, name: "Coca-Cola 1,5 L", price: 3000, categoryId: BEBIDAS, upsell: true });
export const cerveza = plate({ id: 7, name: "Cerveza IPA", price: 4000, categoryId: BEBIDAS, upsell: true });
export const flan = plate({ id: 8, name: "Flan con dulce de leche", price: 3500, categoryId: POSTRES, remarked: true, upsell: true });

const d = (x: Partial<ProductDiscount> & Pick<ProductDiscount, "id" | "type" | "plates">): ProductDiscount => ({
  name: null, percentage: null, buy: null, pay: null, fixedDiscount: null, finalPrice: null, ...x,
});
export const percent20 = d({ id: 1, type: "PERCENT", percentage: 20, plates: [2] });
export const buy3pay2 = d({ id: 2, type: "MULTIPLE", buy: 3, pay: 2, plates: [3] });
export const fixed500 = d({ id: 3, type: "FIXED", fixedDiscount: 500, plates: [6] });
export const final3200 = d({ id: 4, type: "FINAL_PRICE", finalPrice: 3200, plates: [7] });

const cat = (id: number, name: string, plates: Plate[]) => ({
  id, slug: name.toLowerCase(), name, showName: null, description: null, withImage: false, imageFileId: null, plates,
});

export function demoMenu(): Menu {
  return {
    categories: [
      cat(PIZZAS, "Pizzas", [muzzarella, napolitana]),
      cat(EMPANADAS, "Empanadas", [empanadaCarne, empanadaVerdura]),
      cat(PROMOS, "Promos", [combo]),
      cat(BEBIDAS, "Bebidas", [cocaCola, cerveza]),
      cat(POSTRES, "Postres", [flan]),
    ],
    remarkeds: [8],
    upselleds: [6, 7, 8],
    discounts: [percent20, buy3pay2, fixed500, final3200],
  };
}

export function cart(lines: Cart["lines"] = []): Cart {
  return { branchContactAlias: "pizzeria-palermo", orderModeId: 1, menuHash: "h1", lines, updatedAt: 0 };
}
