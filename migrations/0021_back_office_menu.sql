CREATE TABLE `menu_audit_log` (
	`id` text PRIMARY KEY NOT NULL,
	`company_id` integer NOT NULL,
	`branch_id` integer NOT NULL,
	`person_id` integer NOT NULL,
	`person_name` text NOT NULL,
	`entity_type` text NOT NULL,
	`entity_id` integer,
	`action` text NOT NULL,
	`before` text,
	`after` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`branch_id`) REFERENCES `branches`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `menu_audit_log_company_created_idx` ON `menu_audit_log` (`company_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `plates` ADD `version` integer DEFAULT 1 NOT NULL;