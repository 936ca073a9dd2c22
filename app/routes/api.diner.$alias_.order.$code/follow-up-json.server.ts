// The §3 "Follow-up order" of GET /api/diner/{alias}/order/{code} (storefront.md §7), in the
// spec's field names: the stored order, its status times and timeline, and the logistics part.
import { followUpTimeline, type OrderStatus } from "~/domain/orders/order-status";
import type { StoredOrder } from "~/data/orders/order-reader.server";

/**
 * §3 Follow-up order, in the spec's field names. `owner` false (anyone holding only the code): no street, number, apartment,
 * between-streets or notes, and no delivery key; the caller decides who owns the order.
 */
export function followUpJson(
  s: StoredOrder,
  branchContactAlias: string,
  owner: boolean,
  logistics?: { shipments: unknown[]; shipmentUrl: string | null; trackingUrl?: string | null; shipmentSecurityCode: string | null; pickerInfo: unknown; isPicking: boolean; differenceDetail: unknown },
) {
  const o = s.order;
  const at = (st: OrderStatus) => s.events.find((e) => e.status === st)?.at ?? null;
  const benefits = o.discounts.filter((x) => x.externalBenefitType);
  return {
    id: o.id,
    code: o.code,
    status: o.status,
    type: o.type,
    orderModeId: o.orderModeId,
    paymentType: { id: o.paymentTypeId, paymentMethod: o.paymentMethod, status: o.paymentStatus },
    paysWith: o.paysWith,
    items: s.lines.map((l) => ({
      referenceId: l.plateId,
      name: l.name,
      sizeId: l.sizeId,
      sizeName: l.sizeName,
      quantity: l.quantity,
      price: l.unitPrice,
      originalPrice: l.originalUnitPrice,
      accPrice: l.lineTotal,
      extras: l.extras,
      notes: l.notes,
    })),
    itemsPrice: o.itemsTotal,
    total: o.total,
    surcharges: o.surcharges.map((x) => ({ name: x.name, type: x.type, value: x.value, amount: x.amount, surchargeReferenceId: x.referenceId })),
    discounts: [
      ...o.discounts.map((x) => ({
        name: x.name, type: x.type, value: x.value, amount: x.amount, discountReferenceId: x.referenceId, externalBenefitType: x.externalBenefitType ?? null, code: null,
      })),
      ...(o.codeDiscount
        ? [{ name: `Código ${o.codeDiscount.code}`, type: o.codeDiscount.type, value: o.codeDiscount.value, amount: o.codeDiscount.amount, discountReferenceId: o.codeDiscount.codeId, externalBenefitType: null, code: o.codeDiscount.code }]
        : []),
    ],
    deliveryFee: o.deliveryFee,
    userServiceFee: o.serviceFee,
    notes: owner ? o.notes : null,
    destination: o.destination
      ? {
          street: owner ? o.destination.street : null,
          number: owner ? o.destination.number : null,
          zone: o.destination.zone ?? null,
          locality: o.destination.locality,
          details: owner ? o.destination.details : null,
          betweenStreets: owner ? o.destination.betweenStreets : null,
        }
      : null,
    redeemedPoints: o.redeemedPoints,
    gainedPoints: o.gainedPoints,
    orderedAt: o.createdAt,
    scheduled: o.scheduled,
    scheduledAt: o.scheduledAt,
    customer: { id: o.customerId, name: [o.customerName, o.customerLastName].filter(Boolean).join(" ") },
    tableUid: o.tableNumber,
    // §3 Order payload attribution, as stored (null when not sent).
    acquisitionChannel: o.acquisitionChannel,
    userExternalReference: o.userExternalReference,
    partnerName: o.partnerName,
    analyticsInfo: { sessionId: o.analyticsSessionId },
    // §3 'external benefit info and provider': the partner's discount on this order.
    externalBenefitProvider: benefits.length > 0 ? o.partnerName : null,
    externalBenefitInfo:
      benefits.length > 0
        ? { externalUserId: o.userExternalReference, amount: benefits.reduce((n, x) => n + x.amount, 0), discounts: benefits.map((x) => ({ name: x.name, amount: x.amount, discountReferenceId: x.referenceId })) }
        : null,
    branchContact: { alias: branchContactAlias },
    statusTimes: { generatedAt: at("GENERATED"), acceptedAt: at("ACCEPTED"), readyAt: at("READY"), deliveredAt: at("DELIVERED"), canceledAt: at("CANCELED") },
    timeline: followUpTimeline(o).nodes,
    // Ours: when the shop expects the order ready (take-away, table) or at the door (delivery),
    // epoch ms, set by its accept; and the reason it gave when it refused the order.
    readyBy: o.status === "CANCELED" || o.status === "DELIVERED" ? null : o.readyBy ?? null,
    // Busy mode: epoch ms of the slot an order 'lo antes posible' moved to (its own was full), else null.
    asapSlotAt: o.asapSlotAt ?? null,
    cancelReason: o.status === "CANCELED" ? o.cancelReason ?? null : null,
    // §3 shipment, tracking and picker fields (app/views/follow-up-logistics.server.ts);
    // the tracking page (logistics/tracking/order/{alias}/{orderCode}).
    shipments: logistics?.shipments ?? [],
    shipmentUrl: logistics?.shipmentUrl ?? null,
    trackingUrl: logistics?.trackingUrl ?? null,
    shipmentSecurityCode: owner ? logistics?.shipmentSecurityCode ?? null : null,
    pickerInfo: logistics?.pickerInfo ?? null,
    isPicking: logistics?.isPicking ?? false,
    // §3 difference detail {dinerOrderId, amount}: the till amount minus the items price, set by the picker.
    differenceDetail: logistics?.differenceDetail ?? null,
    error: null,
  };
}
