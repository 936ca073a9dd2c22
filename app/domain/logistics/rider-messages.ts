// Texts of the rider pages and calls. logistics.md §2/§8 strings are literal;
// the ones the spec leaves "not shown" are ours (docs/decisions.md#logistics-staff-picker-rider-tracking).
export const RIDER_TEXT = {
  // §2, literal
  header: "Envíos",
  seeShipments: "Ver envíos",
  refresh: "Actualizar",
  receives: "Recibe",
  cancelSingle: "Cancelar envío en curso",
  cancelStack: "Cancelar multientrega",
  cancelConfirm: "Si continúas, se cancelará el envío",
  // §8, literal
  noPermission: "No tienes permisos para ver los envíos",
  listError: "Hubo un error buscando los envíos, vuelva a intentarlo en unos minutos",
  accessDenied: "Acceso denegado o link expirado",
  // §8 "full texts not shown": ours, starting with the spec's words
  shipmentError: "Hubo un error buscando el envío, vuelva a intentarlo en unos minutos",
  advanceError: "Hubo un error pasando el envío de estado, vuelva a intentarlo en unos minutos",
  // ours
  inProgressNotice: "Tienes un envío en curso. Termínalo antes de tomar otro.",
  expiredByOther: "Este envío ya fue tomado por otro repartidor",
  alreadyMoved: "El envío ya cambió de estado. Actualizamos la pantalla.",
  empty: "No hay envíos para tomar",
  canceled: "Envío cancelado. Volvió a la lista para otro repartidor.",
  sliderBelow: "Deslice hasta el final para confirmar",
  advanced: "Procesado, envío cambió de estado correctamente",
  notYours: "Este envío no es tuyo",
  cannotCancel: "Este envío ya no se puede cancelar",
  notFound: "No encontramos el envío",
  routeMap: "Ver ruta",
  toStore: "Cómo llegar al local",
  toCustomer: "Cómo llegar al cliente",
  routeAndBack: "Ruta con regreso al local",
  chat: "Abrir chat",
  deliveryKeyLabel: "Clave de entrega del cliente",
  cancelKeep: "Volver",
  cancelGo: "Cancelar envío",
  stackOf: (n: number) => `Multientrega de ${n} pedidos`,
  pickUp: "Retiro",
  dropOff: "Entrega",
  cashTitle: "Cobro",
  onShift: (name: string) => `En turno: ${name}`,
  endShift: "Finalizar turno",
  back: "Volver",
  listCount: (n: number) => (n === 1 ? "1 envío para tomar" : `${n} envíos para tomar`),
  waiting: (minutes: number) => `Espera ${minutes} min`,
} as const;

/**
 * §4 "List loading status: start, loading, success" of the rider's list: start (the list as
 * the screen opened it), loading (a refresh asked for and not answered), success (the refresh
 * answered). Each one is shown; the texts are ours (docs/decisions.md "Rider texts").
 */
export type ListLoadStatus = "start" | "loading" | "success";

export const LIST_LOAD_TEXT: Record<ListLoadStatus, string> = {
  start: "Toca Actualizar para ver envíos nuevos",
  loading: "Buscando envíos…",
  success: "Lista actualizada",
};

export function listLoadStatus(state: { loading: boolean; refreshed: boolean }): ListLoadStatus {
  if (state.loading) return "loading";
  return state.refreshed ? "success" : "start";
}

/** Each status worded for the rider: what to do now (ours; the diner's words are in the follow-up). */
export const RIDER_STATUS_TEXT: Record<string, string> = {
  PENDING: "Pendiente",
  STACKING: "Agrupando",
  LOOKING_FOR_DRIVER: "Libre: puede tomarlo",
  ON_ROUTE_TO_PICK_UP: "Vaya al local a retirar",
  IN_STORE: "En el local: retire el pedido",
  ON_ROUTE_TO_DROP_OFF: "Lleve el pedido al cliente",
  ON_ROUTE_TO_DROP_OFFS: "Lleve los pedidos a los clientes",
  DELIVERED: "Entregado",
  RETURNED: "Regresó al local",
  DRIVER_CANCELED: "Cancelado por el repartidor",
  CANCELED: "Cancelado",
};
