import { describe, expect, it } from "vitest";
import { storeImpediment } from "~/domain/menu/store-impediment";
import type { OrderMode, PaymentType } from "~/domain/types";

const cash: PaymentType = { id: 1, showName: "Efectivo", description: null, paymentMethod: "CASH", active: true, upload: "APP", onlinePayment: null };
const mode = (over: Partial<OrderMode> = {}): OrderMode => ({
  id: 1, slug: "delivery", type: "DELIVERY", showName: "Delivery", orderEnabled: true, useSchedule: false, active: true,
  scheduledOnly: false, minDelayInMinutes: 35, maxDelayInMinutes: 50, schedules: [], promotionalBanner: null, paymentTypes: [cash], ...over,
});
const contact = (modes: OrderMode[], manuallyClosed = false) => ({
  manuallyClosed,
  deliveryConfig: { orderModes: modes, workingDays: [], betweenStreetsRequired: false, npsAvg: null },
});

describe("store impediment (storefront.md §4 store-impediment types)", () => {
  it("names what stops the order, most specific first", () => {
    const delivery = mode();
    expect(storeImpediment({ branchContact: contact([delivery]), orderMode: delivery, orderStatus: "open" })).toBeNull();
    expect(storeImpediment({ branchContact: contact([delivery]), orderMode: delivery, orderStatus: "closed" })).toBe("STORE_CLOSED");
    // Sabores Caballito: manually closed, scheduled orders only.
    expect(storeImpediment({ branchContact: contact([delivery], true), orderMode: delivery, orderStatus: "scheduleOnly" })).toBe("STORE_TEMPORARILY_CLOSED");
    // Café Centro's self-service: an informational menu next to a mode that takes orders.
    const info = mode({ type: "SELF_SERVICE", orderEnabled: false });
    expect(storeImpediment({ branchContact: contact([info, mode({ type: "TAKE_AWAY" })]), orderMode: info, orderStatus: "informational" })).toBe("ORDERS_DISABLED");
    expect(storeImpediment({ branchContact: contact([info]), orderMode: info, orderStatus: "informational" })).toBe("ALL_ORDER_MODES_DISABLED");
    const unpaid = mode({ paymentTypes: [{ ...cash, active: false }] });
    expect(storeImpediment({ branchContact: contact([unpaid]), orderMode: unpaid, orderStatus: "open" })).toBe("NO_PAYMENT_METHODS");
    expect(storeImpediment({ branchContact: contact([delivery]), orderMode: delivery, orderStatus: "open", outsideCoverage: true })).toBe("OUT_OF_COVERAGE_AREA");
    expect(storeImpediment({ branchContact: contact([delivery]), orderMode: delivery, orderStatus: "open", providerFailure: true })).toBe("NO_LOGISTICS_COVERAGE");
    const takeAway = mode({ type: "TAKE_AWAY" });
    expect(storeImpediment({ branchContact: contact([takeAway]), orderMode: takeAway, orderStatus: "open", outsideCoverage: true })).toBeNull();
  });
});
