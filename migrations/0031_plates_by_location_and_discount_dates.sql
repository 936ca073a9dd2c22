CREATE TABLE `location_plates` (
	`company_id` integer NOT NULL,
	`branch_contact_id` integer NOT NULL,
	`branch_id` integer NOT NULL,
	`plate_id` integer NOT NULL,
	`sold` integer DEFAULT true NOT NULL,
	`price` integer,
	PRIMARY KEY(`branch_contact_id`, `plate_id`),
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`branch_contact_id`) REFERENCES `branch_contacts`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`branch_id`) REFERENCES `branches`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `location_plates_plate_idx` ON `location_plates` (`plate_id`);--> statement-breakpoint
CREATE TABLE `location_size_prices` (
	`company_id` integer NOT NULL,
	`branch_contact_id` integer NOT NULL,
	`branch_id` integer NOT NULL,
	`plate_id` integer NOT NULL,
	`size_id` integer NOT NULL,
	`price` integer NOT NULL,
	PRIMARY KEY(`branch_contact_id`, `size_id`),
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`branch_contact_id`) REFERENCES `branch_contacts`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`branch_id`) REFERENCES `branches`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `location_size_prices_plate_idx` ON `location_size_prices` (`plate_id`);--> statement-breakpoint
ALTER TABLE `plates` ADD `order_mode_types` text;--> statement-breakpoint
ALTER TABLE `product_discounts` ADD `valid_from` text;--> statement-breakpoint
ALTER TABLE `product_discounts` ADD `valid_to` text;--> statement-breakpoint
CREATE TRIGGER `location_plates_menu_revision_ai` AFTER INSERT ON `location_plates`
BEGIN
  UPDATE `branches` SET `menu_revision` = `menu_revision` + 1 WHERE `id` = NEW.`branch_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `location_plates_menu_revision_au` AFTER UPDATE ON `location_plates`
BEGIN
  UPDATE `branches` SET `menu_revision` = `menu_revision` + 1 WHERE `id` IN (OLD.`branch_id`, NEW.`branch_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `location_plates_menu_revision_ad` AFTER DELETE ON `location_plates`
BEGIN
  UPDATE `branches` SET `menu_revision` = `menu_revision` + 1 WHERE `id` = OLD.`branch_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `location_size_prices_menu_revision_ai` AFTER INSERT ON `location_size_prices`
BEGIN
  UPDATE `branches` SET `menu_revision` = `menu_revision` + 1 WHERE `id` = NEW.`branch_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `location_size_prices_menu_revision_au` AFTER UPDATE ON `location_size_prices`
BEGIN
  UPDATE `branches` SET `menu_revision` = `menu_revision` + 1 WHERE `id` IN (OLD.`branch_id`, NEW.`branch_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `location_size_prices_menu_revision_ad` AFTER DELETE ON `location_size_prices`
BEGIN
  UPDATE `branches` SET `menu_revision` = `menu_revision` + 1 WHERE `id` = OLD.`branch_id`;
END;
