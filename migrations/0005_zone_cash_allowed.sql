ALTER TABLE `delivery_zones` ADD `cash_allowed` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `acquisition_channel` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `user_external_reference` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `partner_name` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `analytics_session_id` text;