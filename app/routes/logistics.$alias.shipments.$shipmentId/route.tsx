// logistics/{alias}/shipments/{shipmentId} (logistics.md §2: "shipmentType is simple or
// stack, default simple"): the type left out is a simple shipment, the same page as
// logistics/{alias}/shipments/simple/{shipmentId} (parseTarget reads a missing type as simple).
export { action, default, links, loader, meta } from "../logistics.$alias.shipments.$shipmentType.$shipmentId/route";
