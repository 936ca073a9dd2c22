CREATE TABLE `order_slots` (
	`company_id` integer NOT NULL,
	`branch_contact_id` integer NOT NULL,
	`slot_start` integer NOT NULL,
	`taken` integer NOT NULL,
	`cap` integer NOT NULL,
	PRIMARY KEY(`branch_contact_id`, `slot_start`),
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`branch_contact_id`) REFERENCES `branch_contacts`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "order_slots_cap_ck" CHECK("order_slots"."taken" <= "order_slots"."cap")
);
--> statement-breakpoint
ALTER TABLE `branch_contacts` ADD `slot_cap` integer;--> statement-breakpoint
ALTER TABLE `order_modes` ADD `busy_minutes` integer DEFAULT 0 NOT NULL;