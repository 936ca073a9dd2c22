CREATE TABLE `branch_providers` (
	`company_id` integer NOT NULL,
	`branch_id` integer NOT NULL,
	`kind` text NOT NULL,
	`provider` text NOT NULL,
	`settings` text DEFAULT '{}' NOT NULL,
	`sealed` text,
	`hints` text DEFAULT '{}' NOT NULL,
	`version` integer DEFAULT 1 NOT NULL,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`branch_id`, `kind`),
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`branch_id`) REFERENCES `branches`(`id`) ON UPDATE no action ON DELETE no action
);
