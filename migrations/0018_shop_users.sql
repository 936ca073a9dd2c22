-- The shop's people (console and back office), the locations of each, and their signed-in devices.
-- Sign-in codes get a purpose, so a diner's code never signs the same phone into the console;
-- the codes live minutes, and the ones in flight are kept as the diners'.
CREATE TABLE `shop_sessions` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`phone` text NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `shop_sessions_phone_idx` ON `shop_sessions` (`phone`);--> statement-breakpoint
CREATE TABLE `shop_user_locations` (
	`shop_user_id` integer NOT NULL,
	`branch_contact_id` integer NOT NULL,
	PRIMARY KEY(`shop_user_id`, `branch_contact_id`),
	FOREIGN KEY (`shop_user_id`) REFERENCES `shop_users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`branch_contact_id`) REFERENCES `branch_contacts`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `shop_users` (
	`id` integer PRIMARY KEY NOT NULL,
	`company_id` integer NOT NULL,
	`phone` text NOT NULL,
	`name` text NOT NULL,
	`role` text NOT NULL,
	`role_title` text,
	`created_at` integer NOT NULL,
	`removed_at` integer,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `shop_users_company_phone_uq` ON `shop_users` (`company_id`,`phone`);--> statement-breakpoint
CREATE INDEX `shop_users_phone_idx` ON `shop_users` (`phone`);--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_sign_in_codes` (
	`company_id` integer NOT NULL,
	`purpose` text DEFAULT 'diner' NOT NULL,
	`phone` text NOT NULL,
	`code_id` text NOT NULL,
	`code_hash` text NOT NULL,
	`channel` text NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	PRIMARY KEY(`company_id`, `purpose`, `phone`)
);
--> statement-breakpoint
INSERT INTO `__new_sign_in_codes`("company_id", "purpose", "phone", "code_id", "code_hash", "channel", "created_at", "expires_at") SELECT "company_id", 'diner', "phone", "code_id", "code_hash", "channel", "created_at", "expires_at" FROM `sign_in_codes`;--> statement-breakpoint
DROP TABLE `sign_in_codes`;--> statement-breakpoint
ALTER TABLE `__new_sign_in_codes` RENAME TO `sign_in_codes`;--> statement-breakpoint
PRAGMA foreign_keys=ON;