// The rider pages' texts (app/domain/logistics/rider-messages.ts): logistics.md §2 and §8 strings
// are used to the letter; every shipment status has the rider's word for it.
import { describe, expect, it } from "vitest";
import { RIDER_STATUS_TEXT, RIDER_TEXT } from "../../app/domain/logistics/rider-messages";
import { SHIPMENT_STATUSES } from "../../app/domain/logistics/shipment-status";

describe("rider texts", () => {
  it("logistics.md §2 and §8, literal", () => {
    expect(RIDER_TEXT.header).toBe("Envíos");
    expect(RIDER_TEXT.seeShipments).toBe("Ver envíos");
    expect(RIDER_TEXT.refresh).toBe("Actualizar");
    expect(RIDER_TEXT.receives).toBe("Recibe");
    expect(RIDER_TEXT.cancelSingle).toBe("Cancelar envío en curso");
    expect(RIDER_TEXT.cancelStack).toBe("Cancelar multientrega");
    expect(RIDER_TEXT.cancelConfirm).toBe("Si continúas, se cancelará el envío");
    expect(RIDER_TEXT.noPermission).toBe("No tienes permisos para ver los envíos");
    expect(RIDER_TEXT.listError).toBe("Hubo un error buscando los envíos, vuelva a intentarlo en unos minutos");
    expect(RIDER_TEXT.accessDenied).toBe("Acceso denegado o link expirado");
  });

  it("a stack's title counts its orders", () => {
    expect(RIDER_TEXT.stackOf(3)).toBe("Multientrega de 3 pedidos");
  });

  it("every shipment status has a rider's word", () => {
    for (const status of SHIPMENT_STATUSES) expect(RIDER_STATUS_TEXT[status], status).toMatch(/^\p{Lu}/u);
    expect(RIDER_STATUS_TEXT.ON_ROUTE_TO_DROP_OFF).toBe("Lleve el pedido al cliente");
    expect(RIDER_STATUS_TEXT.DELIVERED).toBe("Entregado");
  });
});
