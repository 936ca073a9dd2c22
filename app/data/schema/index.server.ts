// Every table of the order side, for what needs the whole schema at once (the drizzle instance of
// db.server.ts, the demo seed); queries import the one module of their aggregate.
export * from "./customers.server";
export * from "./orders.server";
export * from "./order-mode-charges.server";
export * from "./loyalty.server";
export * from "./discount-codes.server";
export * from "./surveys.server";
export * from "./diner-activity.server";
export * from "./geocoder-places.server";
export * from "./shop.server";
export * from "./console-board.server";
export * from "./menu-audit.server";
export * from "./location-sold-out.server";
export * from "./location-plates.server";
export * from "./order-slots.server";
export * from "./branch-providers.server";
export * from "./location-hours-exceptions.server";
