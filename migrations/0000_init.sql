CREATE TABLE `aliases` (
	`alias` text PRIMARY KEY NOT NULL,
	`type` text NOT NULL,
	`company_id` integer NOT NULL,
	`target_id` integer NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `aliases_company_idx` ON `aliases` (`company_id`);--> statement-breakpoint
CREATE TABLE `branch_contacts` (
	`id` integer PRIMARY KEY NOT NULL,
	`company_id` integer NOT NULL,
	`branch_id` integer NOT NULL,
	`alias` text NOT NULL,
	`name` text NOT NULL,
	`street` text NOT NULL,
	`number` text NOT NULL,
	`zone` text,
	`locality` text,
	`city` text NOT NULL,
	`country` text NOT NULL,
	`lat` real NOT NULL,
	`lng` real NOT NULL,
	`call_phone` text,
	`whatsapp_phone` text,
	`between_streets_required` integer DEFAULT false NOT NULL,
	`nps_avg` real,
	`always_open` integer DEFAULT false NOT NULL,
	`blocked` integer DEFAULT false NOT NULL,
	`manually_closed` integer DEFAULT false NOT NULL,
	`mandatory_email` integer DEFAULT false NOT NULL,
	`orders_console` integer DEFAULT false NOT NULL,
	`follow_up_support` integer DEFAULT false NOT NULL,
	`working_days` text NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`branch_id`) REFERENCES `branches`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `branch_contacts_alias_unique` ON `branch_contacts` (`alias`);--> statement-breakpoint
CREATE INDEX `branch_contacts_company_idx` ON `branch_contacts` (`company_id`);--> statement-breakpoint
CREATE INDEX `branch_contacts_branch_idx` ON `branch_contacts` (`branch_id`,`position`);--> statement-breakpoint
CREATE TABLE `branches` (
	`id` integer PRIMARY KEY NOT NULL,
	`company_id` integer NOT NULL,
	`alias` text NOT NULL,
	`name` text NOT NULL,
	`description` text,
	`general_config` text NOT NULL,
	`logo_file_id` text,
	`banner_file_id` text,
	`background_file_id` text,
	`horizontal_file_id` text,
	`ask_for_location` integer DEFAULT false NOT NULL,
	`address_config` text DEFAULT 'MANUAL' NOT NULL,
	`social` text NOT NULL,
	`custom_message` text,
	`nps` text NOT NULL,
	`map_provider` text DEFAULT 'maplibre' NOT NULL,
	`geocoder_provider` text DEFAULT 'local' NOT NULL,
	`country` text NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	`menu_revision` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`country`) REFERENCES `countries`(`code`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `branches_alias_unique` ON `branches` (`alias`);--> statement-breakpoint
CREATE INDEX `branches_company_idx` ON `branches` (`company_id`,`position`);--> statement-breakpoint
CREATE TABLE `categories` (
	`id` integer PRIMARY KEY NOT NULL,
	`company_id` integer NOT NULL,
	`branch_id` integer NOT NULL,
	`slug` text NOT NULL,
	`name` text NOT NULL,
	`show_name` text,
	`description` text,
	`image_file_id` text,
	`order_mode_types` text,
	`visible` integer DEFAULT true NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`branch_id`) REFERENCES `branches`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `categories_branch_slug_uq` ON `categories` (`branch_id`,`slug`);--> statement-breakpoint
CREATE INDEX `categories_company_branch_idx` ON `categories` (`company_id`,`branch_id`);--> statement-breakpoint
CREATE TABLE `companies` (
	`id` integer PRIMARY KEY NOT NULL,
	`alias` text NOT NULL,
	`name` text NOT NULL,
	`country` text NOT NULL,
	`logo_file_id` text,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`country`) REFERENCES `countries`(`code`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `companies_alias_unique` ON `companies` (`alias`);--> statement-breakpoint
CREATE TABLE `countries` (
	`code` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`currency_code` text NOT NULL,
	`currency_symbol` text NOT NULL,
	`phone_prefix` text NOT NULL,
	`mantissa_length` integer DEFAULT 0 NOT NULL,
	`time_zone` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `entity_indicators` (
	`id` integer PRIMARY KEY NOT NULL,
	`company_id` integer NOT NULL,
	`branch_id` integer NOT NULL,
	`entity_type` text NOT NULL,
	`entity_id` integer NOT NULL,
	`indicator_id` integer NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`branch_id`) REFERENCES `branches`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`indicator_id`) REFERENCES `indicators`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `entity_indicators_uq` ON `entity_indicators` (`entity_type`,`entity_id`,`indicator_id`);--> statement-breakpoint
CREATE INDEX `entity_indicators_company_branch_idx` ON `entity_indicators` (`company_id`,`branch_id`);--> statement-breakpoint
CREATE INDEX `entity_indicators_indicator_idx` ON `entity_indicators` (`indicator_id`);--> statement-breakpoint
CREATE TABLE `files` (
	`id` text PRIMARY KEY NOT NULL,
	`company_id` integer NOT NULL,
	`r2_key` text NOT NULL,
	`content_type` text NOT NULL,
	`kind` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `files_r2_key_unique` ON `files` (`r2_key`);--> statement-breakpoint
CREATE INDEX `files_company_idx` ON `files` (`company_id`);--> statement-breakpoint
CREATE TABLE `garnish_groups` (
	`id` integer PRIMARY KEY NOT NULL,
	`company_id` integer NOT NULL,
	`branch_id` integer NOT NULL,
	`plate_id` integer NOT NULL,
	`name` text NOT NULL,
	`show_name` text,
	`min_garnish_amount` integer DEFAULT 0 NOT NULL,
	`max_garnish_amount` integer DEFAULT 1 NOT NULL,
	`multiple_selection` integer DEFAULT false NOT NULL,
	`mandatory` integer DEFAULT false NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`branch_id`) REFERENCES `branches`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`plate_id`) REFERENCES `plates`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `garnish_groups_company_branch_idx` ON `garnish_groups` (`company_id`,`branch_id`);--> statement-breakpoint
CREATE INDEX `garnish_groups_plate_idx` ON `garnish_groups` (`plate_id`);--> statement-breakpoint
CREATE TABLE `garnishes` (
	`id` integer PRIMARY KEY NOT NULL,
	`company_id` integer NOT NULL,
	`branch_id` integer NOT NULL,
	`group_id` integer NOT NULL,
	`name` text NOT NULL,
	`price` integer DEFAULT 0 NOT NULL,
	`visible` integer DEFAULT true NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`branch_id`) REFERENCES `branches`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`group_id`) REFERENCES `garnish_groups`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `garnishes_company_branch_idx` ON `garnishes` (`company_id`,`branch_id`);--> statement-breakpoint
CREATE INDEX `garnishes_group_idx` ON `garnishes` (`group_id`);--> statement-breakpoint
CREATE TABLE `indicators` (
	`id` integer PRIMARY KEY NOT NULL,
	`company_id` integer,
	`name` text NOT NULL,
	`short_name` text NOT NULL,
	`icon` text,
	`background_color` text,
	`text_color` text,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `indicators_company_idx` ON `indicators` (`company_id`);--> statement-breakpoint
CREATE TABLE `menu_customizations` (
	`id` integer PRIMARY KEY NOT NULL,
	`company_id` integer NOT NULL,
	`branch_id` integer NOT NULL,
	`resource` text NOT NULL,
	`display_type` text NOT NULL,
	`theme` text,
	`commands` text DEFAULT '{}' NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`branch_id`) REFERENCES `branches`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `menu_customizations_company_branch_idx` ON `menu_customizations` (`company_id`,`branch_id`);--> statement-breakpoint
CREATE TABLE `order_modes` (
	`id` integer PRIMARY KEY NOT NULL,
	`company_id` integer NOT NULL,
	`branch_contact_id` integer NOT NULL,
	`slug` text NOT NULL,
	`type` text NOT NULL,
	`show_name` text,
	`order_enabled` integer DEFAULT true NOT NULL,
	`use_schedule` integer DEFAULT false NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	`scheduled_only` integer DEFAULT false NOT NULL,
	`min_delay_in_minutes` integer DEFAULT 0 NOT NULL,
	`max_delay_in_minutes` integer DEFAULT 0 NOT NULL,
	`schedules` text NOT NULL,
	`promotional_banner` text,
	`position` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`branch_contact_id`) REFERENCES `branch_contacts`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `order_modes_contact_slug_uq` ON `order_modes` (`branch_contact_id`,`slug`);--> statement-breakpoint
CREATE INDEX `order_modes_company_idx` ON `order_modes` (`company_id`);--> statement-breakpoint
CREATE TABLE `payment_types` (
	`id` integer PRIMARY KEY NOT NULL,
	`company_id` integer NOT NULL,
	`order_mode_id` integer NOT NULL,
	`show_name` text NOT NULL,
	`description` text,
	`payment_method` text NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	`upload` text DEFAULT 'APP' NOT NULL,
	`provider_name` text,
	`position` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`order_mode_id`) REFERENCES `order_modes`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `payment_types_mode_idx` ON `payment_types` (`order_mode_id`,`position`);--> statement-breakpoint
CREATE INDEX `payment_types_company_idx` ON `payment_types` (`company_id`);--> statement-breakpoint
CREATE TABLE `plates` (
	`id` integer PRIMARY KEY NOT NULL,
	`company_id` integer NOT NULL,
	`branch_id` integer NOT NULL,
	`category_id` integer NOT NULL,
	`slug` text NOT NULL,
	`name` text NOT NULL,
	`show_name` text,
	`description` text,
	`price` integer NOT NULL,
	`image_file_id` text,
	`max_quantity` integer,
	`remarked` integer DEFAULT false NOT NULL,
	`upsell` integer DEFAULT false NOT NULL,
	`visible` integer DEFAULT true NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`branch_id`) REFERENCES `branches`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`category_id`) REFERENCES `categories`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `plates_branch_category_slug_uq` ON `plates` (`branch_id`,`category_id`,`slug`);--> statement-breakpoint
CREATE INDEX `plates_company_branch_idx` ON `plates` (`company_id`,`branch_id`);--> statement-breakpoint
CREATE INDEX `plates_category_idx` ON `plates` (`category_id`);--> statement-breakpoint
CREATE TABLE `product_discount_plates` (
	`company_id` integer NOT NULL,
	`branch_id` integer NOT NULL,
	`discount_id` integer NOT NULL,
	`plate_id` integer NOT NULL,
	PRIMARY KEY(`discount_id`, `plate_id`),
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`branch_id`) REFERENCES `branches`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`discount_id`) REFERENCES `product_discounts`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`plate_id`) REFERENCES `plates`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `product_discount_plates_company_branch_idx` ON `product_discount_plates` (`company_id`,`branch_id`);--> statement-breakpoint
CREATE INDEX `product_discount_plates_plate_idx` ON `product_discount_plates` (`plate_id`);--> statement-breakpoint
CREATE TABLE `product_discounts` (
	`id` integer PRIMARY KEY NOT NULL,
	`company_id` integer NOT NULL,
	`branch_id` integer NOT NULL,
	`type` text NOT NULL,
	`name` text,
	`percentage` integer,
	`buy` integer,
	`pay` integer,
	`fixed_discount` integer,
	`final_price` integer,
	`active` integer DEFAULT true NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`branch_id`) REFERENCES `branches`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `product_discounts_company_branch_idx` ON `product_discounts` (`company_id`,`branch_id`);--> statement-breakpoint
CREATE TABLE `sizes` (
	`id` integer PRIMARY KEY NOT NULL,
	`company_id` integer NOT NULL,
	`branch_id` integer NOT NULL,
	`plate_id` integer NOT NULL,
	`name` text NOT NULL,
	`price` integer NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`branch_id`) REFERENCES `branches`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`plate_id`) REFERENCES `plates`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `sizes_company_branch_idx` ON `sizes` (`company_id`,`branch_id`);--> statement-breakpoint
CREATE INDEX `sizes_plate_idx` ON `sizes` (`plate_id`);