CREATE TABLE `staff_devices` (
	`id` integer PRIMARY KEY NOT NULL,
	`company_id` integer NOT NULL,
	`staff_id` integer NOT NULL,
	`token_hash` text NOT NULL,
	`created_at` integer NOT NULL,
	`last_used_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`staff_id`) REFERENCES `staff`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `staff_devices_staff_token_uq` ON `staff_devices` (`staff_id`,`token_hash`);--> statement-breakpoint
CREATE INDEX `staff_devices_company_idx` ON `staff_devices` (`company_id`);