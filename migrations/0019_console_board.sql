CREATE TABLE `console_board_settings` (
	`branch_contact_id` integer PRIMARY KEY NOT NULL,
	`company_id` integer NOT NULL,
	`auto_accept` integer DEFAULT false NOT NULL,
	`default_prep_minutes` integer DEFAULT 20 NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`branch_contact_id`) REFERENCES `branch_contacts`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
ALTER TABLE `orders` ADD `prep_minutes` integer;--> statement-breakpoint
ALTER TABLE `orders` ADD `delay_minutes` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `ready_by` integer;--> statement-breakpoint
ALTER TABLE `orders` ADD `cancel_reason` text;