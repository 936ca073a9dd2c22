-- Shipments and stacks (logistics.md §3, §4): hand-written; drizzle tables in
-- app/data/schema-shipments.server.ts. Times are epoch milliseconds; company_id on every row.

-- A location that delivers with its own fleet gets a shipment for each accepted
-- delivery order; one that requires a rider on shift refuses delivery orders while
-- nobody is on shift (storefront.md §5 courier messages).
ALTER TABLE `branch_contacts` ADD `own_fleet` integer DEFAULT 0 NOT NULL;
ALTER TABLE `branch_contacts` ADD `requires_rider_on_shift` integer DEFAULT 0 NOT NULL;

CREATE TABLE `logistics_orders` (
	`id` integer PRIMARY KEY NOT NULL,
	`company_id` integer NOT NULL REFERENCES `companies`(`id`),
	`branch_contact_id` integer NOT NULL REFERENCES `branch_contacts`(`id`),
	`order_id` integer NOT NULL REFERENCES `orders`(`id`),
	`order_code` text NOT NULL,
	`provider` text DEFAULT 'OWN_FLEET' NOT NULL,
	`delivery_key` text NOT NULL,
	`created_at` integer DEFAULT (cast(strftime('%s','now') as integer) * 1000) NOT NULL
);
CREATE UNIQUE INDEX `logistics_orders_order_uq` ON `logistics_orders` (`order_id`);
CREATE INDEX `logistics_orders_company_idx` ON `logistics_orders` (`company_id`, `order_code`);

CREATE TABLE `shipment_stacks` (
	`id` integer PRIMARY KEY NOT NULL,
	`company_id` integer NOT NULL REFERENCES `companies`(`id`),
	`branch_contact_id` integer NOT NULL REFERENCES `branch_contacts`(`id`),
	`status` text DEFAULT 'PENDING' NOT NULL,
	`provider` text DEFAULT 'OWN_FLEET' NOT NULL,
	`rider_id` integer,
	`rider_name` text,
	`rider_phone` text,
	`selected_shipment_id` integer,
	`return_stack` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (cast(strftime('%s','now') as integer) * 1000) NOT NULL,
	`updated_at` integer DEFAULT (cast(strftime('%s','now') as integer) * 1000) NOT NULL
);
CREATE INDEX `shipment_stacks_contact_status_idx` ON `shipment_stacks` (`company_id`, `branch_contact_id`, `status`);
CREATE INDEX `shipment_stacks_rider_idx` ON `shipment_stacks` (`rider_id`, `status`);

CREATE TABLE `shipments` (
	`id` integer PRIMARY KEY NOT NULL,
	`company_id` integer NOT NULL REFERENCES `companies`(`id`),
	`branch_contact_id` integer NOT NULL REFERENCES `branch_contacts`(`id`),
	`logistics_order_id` integer NOT NULL REFERENCES `logistics_orders`(`id`),
	`order_id` integer NOT NULL REFERENCES `orders`(`id`),
	`order_code` text NOT NULL,
	`status` text DEFAULT 'PENDING' NOT NULL,
	`provider` text DEFAULT 'OWN_FLEET' NOT NULL,
	`rider_id` integer,
	`rider_name` text,
	`rider_phone` text,
	`stack_id` integer REFERENCES `shipment_stacks`(`id`),
	`stacking_order` integer DEFAULT 0 NOT NULL,
	`return_shipment` integer DEFAULT 0 NOT NULL,
	`drop_off_lat` real,
	`drop_off_lng` real,
	`created_at` integer DEFAULT (cast(strftime('%s','now') as integer) * 1000) NOT NULL,
	`updated_at` integer DEFAULT (cast(strftime('%s','now') as integer) * 1000) NOT NULL
);
CREATE INDEX `shipments_contact_status_idx` ON `shipments` (`company_id`, `branch_contact_id`, `status`, `created_at`);
CREATE INDEX `shipments_rider_idx` ON `shipments` (`rider_id`, `status`);
CREATE INDEX `shipments_stack_idx` ON `shipments` (`stack_id`);
CREATE INDEX `shipments_order_idx` ON `shipments` (`company_id`, `order_id`);
-- One open shipment per logistics order: a driver-canceled one is re-offered as a new row.
CREATE UNIQUE INDEX `shipments_open_uq` ON `shipments` (`logistics_order_id`) WHERE status NOT IN ('DRIVER_CANCELED', 'CANCELED');

CREATE TABLE `shipment_status_events` (
	`id` integer PRIMARY KEY NOT NULL,
	`company_id` integer NOT NULL REFERENCES `companies`(`id`),
	`shipment_id` integer NOT NULL REFERENCES `shipments`(`id`),
	`status` text NOT NULL,
	`at` integer NOT NULL,
	`rider_id` integer
);
CREATE UNIQUE INDEX `shipment_status_events_uq` ON `shipment_status_events` (`shipment_id`, `status`);
