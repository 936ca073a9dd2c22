CREATE TABLE `location_hours_exceptions` (
	`id` integer PRIMARY KEY NOT NULL,
	`company_id` integer NOT NULL,
	`branch_contact_id` integer NOT NULL,
	`date` text NOT NULL,
	`working_hours` text NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`branch_contact_id`) REFERENCES `branch_contacts`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `location_hours_exceptions_company_contact_date_uq` ON `location_hours_exceptions` (`company_id`,`branch_contact_id`,`date`);