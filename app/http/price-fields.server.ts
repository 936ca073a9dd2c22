// The one price-field guard of the diner's forms (plate, cart, checkout): forms post
// ids, quantities, choices and codes; a field that looks like an amount is refused
// before parsing, because prices come from the server (non-negotiable 3).
// Messages the spec leaves open (docs/decisions.md#plates-and-cart "Plate form messages").
export const MSG_PRICE_REFUSED = "El precio lo calcula el local: no se puede enviar en el pedido";
export const MSG_BAD_REQUEST = "No pudimos leer tu pedido, revisa las opciones elegidas";

const PRICE_FIELD = /price|precio|total|amount|monto|importe|fee|descuento|discount/i;

/** True when any posted field name looks like an amount. */
export function postsPriceField(formData: FormData): boolean {
  return [...formData.keys()].some((k) => PRICE_FIELD.test(k));
}
