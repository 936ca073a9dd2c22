CREATE TABLE `abandoned_carts` (
	`id` integer PRIMARY KEY NOT NULL,
	`company_id` integer NOT NULL,
	`branch_contact_id` integer NOT NULL,
	`order_mode_id` integer,
	`session_id` text NOT NULL,
	`customer_phone` text,
	`cart` text NOT NULL,
	`menu_hash` text,
	`items_total` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (cast(strftime('%s','now') as integer) * 1000) NOT NULL,
	`updated_at` integer DEFAULT (cast(strftime('%s','now') as integer) * 1000) NOT NULL,
	`recovered_at` integer,
	`order_id` integer,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`branch_contact_id`) REFERENCES `branch_contacts`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`order_mode_id`) REFERENCES `order_modes`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `abandoned_carts_session_uq` ON `abandoned_carts` (`company_id`,`branch_contact_id`,`session_id`);--> statement-breakpoint
CREATE INDEX `abandoned_carts_phone_idx` ON `abandoned_carts` (`company_id`,`customer_phone`);--> statement-breakpoint
CREATE TABLE `analytics_events` (
	`id` integer PRIMARY KEY NOT NULL,
	`company_id` integer NOT NULL,
	`branch_id` integer,
	`branch_contact_id` integer,
	`session_id` text,
	`name` text NOT NULL,
	`payload` text,
	`created_at` integer DEFAULT (cast(strftime('%s','now') as integer) * 1000) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `analytics_events_company_idx` ON `analytics_events` (`company_id`,`name`,`created_at`);--> statement-breakpoint
CREATE TABLE `code_redemptions` (
	`id` integer PRIMARY KEY NOT NULL,
	`company_id` integer NOT NULL,
	`code_id` integer NOT NULL,
	`order_id` integer NOT NULL,
	`customer_phone` text NOT NULL,
	`amount` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (cast(strftime('%s','now') as integer) * 1000) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`code_id`) REFERENCES `discount_codes`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `code_redemptions_code_order_uq` ON `code_redemptions` (`code_id`,`order_id`);--> statement-breakpoint
CREATE INDEX `code_redemptions_company_phone_idx` ON `code_redemptions` (`company_id`,`customer_phone`);--> statement-breakpoint
CREATE TABLE `customer_addresses` (
	`id` integer PRIMARY KEY NOT NULL,
	`company_id` integer NOT NULL,
	`customer_id` integer NOT NULL,
	`label` text,
	`address` text NOT NULL,
	`lat` real,
	`lng` real,
	`created_at` integer DEFAULT (cast(strftime('%s','now') as integer) * 1000) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`customer_id`) REFERENCES `customers`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `customer_addresses_customer_idx` ON `customer_addresses` (`company_id`,`customer_id`);--> statement-breakpoint
CREATE TABLE `customers` (
	`id` integer PRIMARY KEY NOT NULL,
	`company_id` integer NOT NULL,
	`phone` text NOT NULL,
	`name` text DEFAULT '' NOT NULL,
	`email` text,
	`document` text,
	`opt_in` integer DEFAULT false NOT NULL,
	`loyalty_balance` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (cast(strftime('%s','now') as integer) * 1000) NOT NULL,
	`updated_at` integer DEFAULT (cast(strftime('%s','now') as integer) * 1000) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "customers_loyalty_balance_ck" CHECK("customers"."loyalty_balance" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `customers_company_phone_uq` ON `customers` (`company_id`,`phone`);--> statement-breakpoint
CREATE TABLE `diner_logs` (
	`id` integer PRIMARY KEY NOT NULL,
	`company_id` integer,
	`level` text DEFAULT 'info' NOT NULL,
	`message` text NOT NULL,
	`context` text,
	`created_at` integer DEFAULT (cast(strftime('%s','now') as integer) * 1000) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `diner_logs_company_idx` ON `diner_logs` (`company_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `discount_codes` (
	`id` integer PRIMARY KEY NOT NULL,
	`company_id` integer NOT NULL,
	`branch_id` integer,
	`code` text NOT NULL,
	`type` text NOT NULL,
	`value` integer DEFAULT 0 NOT NULL,
	`minimum_order_amount` integer,
	`max_discount_amount` integer,
	`not_combinable` integer DEFAULT false NOT NULL,
	`plate_id` integer,
	`category_id` integer,
	`max_uses` integer,
	`uses` integer DEFAULT 0 NOT NULL,
	`first_purchase_only` integer DEFAULT false NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	`valid_from` integer,
	`valid_to` integer,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`branch_id`) REFERENCES `branches`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`plate_id`) REFERENCES `plates`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`category_id`) REFERENCES `categories`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "discount_codes_uses_ck" CHECK("discount_codes"."max_uses" IS NULL OR "discount_codes"."uses" <= "discount_codes"."max_uses")
);
--> statement-breakpoint
CREATE UNIQUE INDEX `discount_codes_company_code_uq` ON `discount_codes` (`company_id`,`code`);--> statement-breakpoint
CREATE TABLE `general_discounts` (
	`id` integer PRIMARY KEY NOT NULL,
	`company_id` integer NOT NULL,
	`order_mode_id` integer NOT NULL,
	`name` text NOT NULL,
	`type` text NOT NULL,
	`value` integer NOT NULL,
	`priority` integer,
	`active` integer DEFAULT true NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`order_mode_id`) REFERENCES `order_modes`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `general_discounts_mode_idx` ON `general_discounts` (`company_id`,`order_mode_id`);--> statement-breakpoint
CREATE TABLE `general_surcharges` (
	`id` integer PRIMARY KEY NOT NULL,
	`company_id` integer NOT NULL,
	`order_mode_id` integer NOT NULL,
	`name` text NOT NULL,
	`type` text NOT NULL,
	`value` integer NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`order_mode_id`) REFERENCES `order_modes`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `general_surcharges_mode_idx` ON `general_surcharges` (`company_id`,`order_mode_id`);--> statement-breakpoint
CREATE TABLE `geocoder_places` (
	`id` integer PRIMARY KEY NOT NULL,
	`company_id` integer,
	`query` text NOT NULL,
	`normalized` text NOT NULL,
	`lat` real NOT NULL,
	`lng` real NOT NULL,
	`street` text NOT NULL,
	`number` text,
	`city` text NOT NULL,
	`locality` text,
	`postal_code` text,
	`country` text DEFAULT 'ar' NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `geocoder_places_normalized_idx` ON `geocoder_places` (`normalized`);--> statement-breakpoint
CREATE INDEX `geocoder_places_company_idx` ON `geocoder_places` (`company_id`);--> statement-breakpoint
CREATE TABLE `loyalty_movements` (
	`id` integer PRIMARY KEY NOT NULL,
	`company_id` integer NOT NULL,
	`branch_id` integer,
	`customer_id` integer NOT NULL,
	`order_code` text,
	`kind` text NOT NULL,
	`amount` integer NOT NULL,
	`post_balance` integer NOT NULL,
	`created_at` integer DEFAULT (cast(strftime('%s','now') as integer) * 1000) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`branch_id`) REFERENCES `branches`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`customer_id`) REFERENCES `customers`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `loyalty_movements_order_kind_uq` ON `loyalty_movements` (`order_code`,`kind`);--> statement-breakpoint
CREATE INDEX `loyalty_movements_customer_idx` ON `loyalty_movements` (`company_id`,`customer_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `loyalty_programs` (
	`id` integer PRIMARY KEY NOT NULL,
	`company_id` integer NOT NULL,
	`branch_id` integer,
	`name` text NOT NULL,
	`points_name` text NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	`order_percentage` real NOT NULL,
	`min_redeemed_points` integer DEFAULT 0 NOT NULL,
	`max_redeemed_points` integer DEFAULT 0 NOT NULL,
	`max_redeemed_percentage` real DEFAULT 100 NOT NULL,
	`supports_discounts` integer DEFAULT true NOT NULL,
	`branch_contact_ids` text NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`branch_id`) REFERENCES `branches`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `loyalty_programs_company_idx` ON `loyalty_programs` (`company_id`,`branch_id`);--> statement-breakpoint
CREATE TABLE `loyalty_reward_claims` (
	`id` integer PRIMARY KEY NOT NULL,
	`company_id` integer NOT NULL,
	`reward_id` integer NOT NULL,
	`customer_id` integer NOT NULL,
	`created_at` integer DEFAULT (cast(strftime('%s','now') as integer) * 1000) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`reward_id`) REFERENCES `loyalty_rewards`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`customer_id`) REFERENCES `customers`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `loyalty_reward_claims_uq` ON `loyalty_reward_claims` (`reward_id`,`customer_id`);--> statement-breakpoint
CREATE INDEX `loyalty_reward_claims_company_idx` ON `loyalty_reward_claims` (`company_id`);--> statement-breakpoint
CREATE TABLE `loyalty_rewards` (
	`id` integer PRIMARY KEY NOT NULL,
	`company_id` integer NOT NULL,
	`branch_id` integer,
	`branch_contact_id` integer,
	`name` text NOT NULL,
	`amount` integer NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`branch_id`) REFERENCES `branches`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`branch_contact_id`) REFERENCES `branch_contacts`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `loyalty_rewards_company_idx` ON `loyalty_rewards` (`company_id`,`branch_id`);--> statement-breakpoint
CREATE TABLE `order_lines` (
	`id` integer PRIMARY KEY NOT NULL,
	`order_id` integer NOT NULL,
	`company_id` integer NOT NULL,
	`line_no` integer NOT NULL,
	`plate_id` integer,
	`size_id` integer,
	`category_id` integer,
	`name` text NOT NULL,
	`size_name` text,
	`quantity` integer NOT NULL,
	`unit_price` integer NOT NULL,
	`original_unit_price` integer NOT NULL,
	`line_total` integer NOT NULL,
	`discount` text,
	`extras` text NOT NULL,
	`notes` text,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`plate_id`) REFERENCES `plates`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `order_lines_order_line_uq` ON `order_lines` (`order_id`,`line_no`);--> statement-breakpoint
CREATE INDEX `order_lines_company_idx` ON `order_lines` (`company_id`);--> statement-breakpoint
CREATE TABLE `order_mode_fees` (
	`id` integer PRIMARY KEY NOT NULL,
	`company_id` integer NOT NULL,
	`order_mode_id` integer NOT NULL,
	`user_fee` integer DEFAULT 0 NOT NULL,
	`percentage_user_fee` real DEFAULT 0 NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`order_mode_id`) REFERENCES `order_modes`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `order_mode_fees_order_mode_id_unique` ON `order_mode_fees` (`order_mode_id`);--> statement-breakpoint
CREATE INDEX `order_mode_fees_company_idx` ON `order_mode_fees` (`company_id`);--> statement-breakpoint
CREATE TABLE `order_status_events` (
	`id` integer PRIMARY KEY NOT NULL,
	`order_id` integer NOT NULL,
	`company_id` integer NOT NULL,
	`status` text NOT NULL,
	`at` integer NOT NULL,
	`actor` text DEFAULT 'system' NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `order_status_events_order_status_uq` ON `order_status_events` (`order_id`,`status`);--> statement-breakpoint
CREATE INDEX `order_status_events_company_idx` ON `order_status_events` (`company_id`);--> statement-breakpoint
CREATE TABLE `orders` (
	`id` integer PRIMARY KEY NOT NULL,
	`company_id` integer NOT NULL,
	`branch_id` integer NOT NULL,
	`branch_contact_id` integer NOT NULL,
	`order_mode_id` integer NOT NULL,
	`code` text NOT NULL,
	`idempotency_key` text NOT NULL,
	`status` text NOT NULL,
	`type` text NOT NULL,
	`payment_method` text NOT NULL,
	`payment_type_id` integer,
	`payment_status` text DEFAULT 'PENDING' NOT NULL,
	`customer_id` integer,
	`customer_name` text NOT NULL,
	`customer_last_name` text,
	`customer_phone` text NOT NULL,
	`customer_email` text,
	`customer_document` text,
	`opt_in` integer DEFAULT true NOT NULL,
	`destination` text,
	`scheduled` integer DEFAULT false NOT NULL,
	`scheduled_at` integer,
	`table_number` text,
	`notes` text,
	`items_total` integer NOT NULL,
	`discounts` text NOT NULL,
	`surcharges` text NOT NULL,
	`service_fee` integer DEFAULT 0 NOT NULL,
	`delivery_fee` integer DEFAULT 0 NOT NULL,
	`code_discount` text,
	`redeemed_points` integer DEFAULT 0 NOT NULL,
	`gained_points` integer DEFAULT 0 NOT NULL,
	`cashback_credited_at` integer,
	`total` integer NOT NULL,
	`pays_with` integer,
	`order_text` text,
	`menu_hash` text,
	`source` text DEFAULT 'DIRECT' NOT NULL,
	`campaign_id` text,
	`created_at` integer DEFAULT (cast(strftime('%s','now') as integer) * 1000) NOT NULL,
	`updated_at` integer DEFAULT (cast(strftime('%s','now') as integer) * 1000) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`branch_id`) REFERENCES `branches`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`branch_contact_id`) REFERENCES `branch_contacts`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`order_mode_id`) REFERENCES `order_modes`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`payment_type_id`) REFERENCES `payment_types`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`customer_id`) REFERENCES `customers`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `orders_code_unique` ON `orders` (`code`);--> statement-breakpoint
CREATE UNIQUE INDEX `orders_company_idempotency_uq` ON `orders` (`company_id`,`idempotency_key`);--> statement-breakpoint
CREATE INDEX `orders_contact_created_idx` ON `orders` (`branch_contact_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `orders_customer_created_idx` ON `orders` (`customer_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `orders_company_phone_idx` ON `orders` (`company_id`,`customer_phone`,`created_at`);--> statement-breakpoint
CREATE TABLE `payments` (
	`id` integer PRIMARY KEY NOT NULL,
	`order_id` integer NOT NULL,
	`company_id` integer NOT NULL,
	`provider` text NOT NULL,
	`token` text,
	`external_id` text,
	`status` text NOT NULL,
	`amount` integer NOT NULL,
	`created_at` integer DEFAULT (cast(strftime('%s','now') as integer) * 1000) NOT NULL,
	`updated_at` integer DEFAULT (cast(strftime('%s','now') as integer) * 1000) NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `payments_order_idx` ON `payments` (`order_id`);--> statement-breakpoint
CREATE INDEX `payments_company_idx` ON `payments` (`company_id`);--> statement-breakpoint
CREATE TABLE `survey_answers` (
	`id` integer PRIMARY KEY NOT NULL,
	`company_id` integer NOT NULL,
	`response_id` integer NOT NULL,
	`order_id` integer NOT NULL,
	`question_id` integer NOT NULL,
	`answer` text,
	`reasons` text,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`response_id`) REFERENCES `survey_responses`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`question_id`) REFERENCES `survey_questions`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `survey_answers_order_question_uq` ON `survey_answers` (`order_id`,`question_id`);--> statement-breakpoint
CREATE INDEX `survey_answers_company_idx` ON `survey_answers` (`company_id`);--> statement-breakpoint
CREATE TABLE `survey_question_reasons` (
	`id` integer PRIMARY KEY NOT NULL,
	`company_id` integer NOT NULL,
	`question_id` integer NOT NULL,
	`reason` text NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`question_id`) REFERENCES `survey_questions`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `survey_question_reasons_question_idx` ON `survey_question_reasons` (`question_id`,`position`);--> statement-breakpoint
CREATE TABLE `survey_questions` (
	`id` integer PRIMARY KEY NOT NULL,
	`company_id` integer NOT NULL,
	`survey_id` integer NOT NULL,
	`title` text NOT NULL,
	`subtitle` text,
	`type` text NOT NULL,
	`mandatory` integer DEFAULT false NOT NULL,
	`priority` integer DEFAULT false NOT NULL,
	`question_order` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`survey_id`) REFERENCES `surveys`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `survey_questions_survey_idx` ON `survey_questions` (`survey_id`,`question_order`);--> statement-breakpoint
CREATE TABLE `survey_responses` (
	`id` integer PRIMARY KEY NOT NULL,
	`company_id` integer NOT NULL,
	`survey_id` integer NOT NULL,
	`order_id` integer NOT NULL,
	`customer_id` integer,
	`general_nps_answer` integer,
	`created_at` integer DEFAULT (cast(strftime('%s','now') as integer) * 1000) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`survey_id`) REFERENCES `surveys`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`customer_id`) REFERENCES `customers`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `survey_responses_order_id_unique` ON `survey_responses` (`order_id`);--> statement-breakpoint
CREATE INDEX `survey_responses_company_idx` ON `survey_responses` (`company_id`,`survey_id`);--> statement-breakpoint
CREATE TABLE `surveys` (
	`id` integer PRIMARY KEY NOT NULL,
	`company_id` integer NOT NULL,
	`branch_id` integer NOT NULL,
	`title` text DEFAULT 'Califica tu pedido' NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`branch_id`) REFERENCES `branches`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `surveys_company_branch_idx` ON `surveys` (`company_id`,`branch_id`);