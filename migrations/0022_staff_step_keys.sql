CREATE TABLE `staff_step_keys` (
	`company_id` integer NOT NULL,
	`key` text NOT NULL,
	`staff_id` integer NOT NULL,
	`target` text NOT NULL,
	`status` integer,
	`answer` text,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`company_id`, `key`),
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `staff_step_keys_created_idx` ON `staff_step_keys` (`created_at`);