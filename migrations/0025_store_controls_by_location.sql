CREATE TABLE `location_sold_out` (
	`company_id` integer NOT NULL,
	`branch_contact_id` integer NOT NULL,
	`branch_id` integer NOT NULL,
	`kind` text NOT NULL,
	`item_id` integer NOT NULL,
	`until` integer NOT NULL,
	PRIMARY KEY(`branch_contact_id`, `kind`, `item_id`),
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`branch_contact_id`) REFERENCES `branch_contacts`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`branch_id`) REFERENCES `branches`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
ALTER TABLE `garnishes` DROP COLUMN `sold_out_until`;--> statement-breakpoint
ALTER TABLE `plates` DROP COLUMN `sold_out_until`;--> statement-breakpoint
-- A location's sold-out marks are part of the menu it shows: every write bumps its branch's revision.
CREATE TRIGGER `location_sold_out_menu_revision_ai` AFTER INSERT ON `location_sold_out`
BEGIN
  UPDATE `branches` SET `menu_revision` = `menu_revision` + 1 WHERE `id` = NEW.`branch_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `location_sold_out_menu_revision_au` AFTER UPDATE ON `location_sold_out`
BEGIN
  UPDATE `branches` SET `menu_revision` = `menu_revision` + 1 WHERE `id` IN (OLD.`branch_id`, NEW.`branch_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `location_sold_out_menu_revision_ad` AFTER DELETE ON `location_sold_out`
BEGIN
  UPDATE `branches` SET `menu_revision` = `menu_revision` + 1 WHERE `id` = OLD.`branch_id`;
END;

--> statement-breakpoint
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