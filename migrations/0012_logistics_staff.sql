-- Logistics staff (logistics.md §3, §4 Shift, §6): riders and pickers per location, the
-- location's security codes (slow salted hash), shifts and their bearer tokens (stored as
-- SHA-256, revocable, 12 h). Drizzle: app/data/schema-logistics-staff.server.ts.
CREATE TABLE `staff` (
	`id` integer PRIMARY KEY NOT NULL,
	`company_id` integer NOT NULL,
	`branch_contact_id` integer NOT NULL,
	`role` text NOT NULL,
	`name` text NOT NULL,
	`phone` text NOT NULL,
	`active` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (cast(strftime('%s','now') as integer) * 1000) NOT NULL,
	`updated_at` integer DEFAULT (cast(strftime('%s','now') as integer) * 1000) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`branch_contact_id`) REFERENCES `branch_contacts`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `staff_location_role_phone_uq` ON `staff` (`company_id`,`branch_contact_id`,`role`,`phone`);--> statement-breakpoint
CREATE INDEX `staff_company_idx` ON `staff` (`company_id`);--> statement-breakpoint
CREATE TABLE `staff_security_codes` (
	`company_id` integer NOT NULL,
	`branch_contact_id` integer NOT NULL,
	`role` text NOT NULL,
	`code_hash` text NOT NULL,
	`updated_at` integer DEFAULT (cast(strftime('%s','now') as integer) * 1000) NOT NULL,
	PRIMARY KEY(`branch_contact_id`, `role`),
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`branch_contact_id`) REFERENCES `branch_contacts`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `staff_security_codes_company_idx` ON `staff_security_codes` (`company_id`);--> statement-breakpoint
CREATE TABLE `shifts` (
	`id` integer PRIMARY KEY NOT NULL,
	`company_id` integer NOT NULL,
	`branch_contact_id` integer NOT NULL,
	`staff_id` integer NOT NULL,
	`role` text NOT NULL,
	`started_at` integer NOT NULL,
	`ended_at` integer,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`branch_contact_id`) REFERENCES `branch_contacts`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`staff_id`) REFERENCES `staff`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `shifts_location_idx` ON `shifts` (`company_id`,`branch_contact_id`,`ended_at`);--> statement-breakpoint
CREATE INDEX `shifts_staff_idx` ON `shifts` (`staff_id`,`started_at`);--> statement-breakpoint
CREATE TABLE `shift_tokens` (
	`id` integer PRIMARY KEY NOT NULL,
	`company_id` integer NOT NULL,
	`branch_contact_id` integer NOT NULL,
	`staff_id` integer NOT NULL,
	`shift_id` integer NOT NULL,
	`role` text NOT NULL,
	`token_hash` text NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`revoked_at` integer,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`branch_contact_id`) REFERENCES `branch_contacts`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`staff_id`) REFERENCES `staff`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`shift_id`) REFERENCES `shifts`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `shift_tokens_hash_uq` ON `shift_tokens` (`token_hash`);--> statement-breakpoint
CREATE INDEX `shift_tokens_shift_idx` ON `shift_tokens` (`shift_id`);--> statement-breakpoint
-- The picker side of an order (logistics.md §3 Diner order, picker view).
ALTER TABLE `orders` ADD `picker_staff_id` integer;--> statement-breakpoint
ALTER TABLE `orders` ADD `picker_name` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `picker_phone` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `picking_started_at` integer;--> statement-breakpoint
ALTER TABLE `orders` ADD `picking_finished_at` integer;--> statement-breakpoint
ALTER TABLE `orders` ADD `deliverable_price` integer;--> statement-breakpoint
ALTER TABLE `orders` ADD `difference_amount` integer;--> statement-breakpoint
-- §9 one order at a time per picker: a second open picking fails its whole write.
CREATE UNIQUE INDEX `orders_one_open_picking_uq` ON `orders` (`company_id`,`picker_staff_id`) WHERE picker_staff_id IS NOT NULL AND picking_finished_at IS NULL AND status NOT IN ('CANCELED', 'DELIVERED');
