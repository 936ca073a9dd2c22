CREATE TABLE `delivery_zones` (
	`id` integer PRIMARY KEY NOT NULL,
	`company_id` integer NOT NULL,
	`branch_contact_id` integer NOT NULL,
	`name` text NOT NULL,
	`polygon` text NOT NULL,
	`fee` integer DEFAULT 0 NOT NULL,
	`cash_fee` integer,
	`minimum_order` integer DEFAULT 0 NOT NULL,
	`free_delivery_from` integer,
	`active` integer DEFAULT true NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`branch_contact_id`) REFERENCES `branch_contacts`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `delivery_zones_company_idx` ON `delivery_zones` (`company_id`);--> statement-breakpoint
CREATE INDEX `delivery_zones_contact_idx` ON `delivery_zones` (`branch_contact_id`,`position`);